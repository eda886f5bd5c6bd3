import type { Widen } from '../pt';
import type { adminDistributors as pt } from '../pt/admin-distributors';

export const adminDistributors: Widen<typeof pt> = {
  title: 'Distributors',
};
