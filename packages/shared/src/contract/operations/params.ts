import { z } from 'zod';

// Path parameter schemas the operations share. Two spellings exist on purpose: the older routes
// answer zod's own message for a bad id, the newer ones the translated `validation.uuid`; each
// keeps its answer (the contract is exact).

/** `:id`, refused with `validation.uuid`. */
export const idParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) });

/** `:id`, refused with zod's message. */
export const plainIdParams = z.object({ id: z.uuid() });
