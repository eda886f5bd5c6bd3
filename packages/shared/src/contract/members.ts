import { z } from 'zod';
import { unknownPermissionKeys } from '../permissions/tree.js';
import { singleLineText } from '../validators/text-schemas.js';
import { emailSchema } from './auth.js';

// Company members, invitations and custom roles (the /system/role-permission screen).

/** A built-in role key (owner, super_admin, admin, employee) or a custom role's id. */
export const roleRefSchema = singleLineText().min(1).max(64);

export const memberSchema = z
  .object({
    user_id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    joined_at: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberRoleBodySchema = z.object({ role: roleRefSchema });

export const invitationCreateBodySchema = z.object({ email: emailSchema, role: roleRefSchema });

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.string(),
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationAcceptBodySchema = z.object({ token: z.string().min(20).max(200) });

export const roleBodySchema = z.object({
  name: singleLineText().min(2).max(60),
  // Unknown keys are refused, not dropped: a client on an old tree (`system.*` before it moved
  // under `settings`) must learn that its role would lose those permissions.
  permissions: z
    .array(z.string().max(80))
    .max(200)
    .superRefine((list, ctx) => {
      const unknown = unknownPermissionKeys(list);
      if (unknown.length === 0) return;
      const named = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ', …' : '');
      ctx.addIssue({ code: 'custom', message: `validation.permission_unknown|${named}` });
    }),
});

export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    built_in: z.boolean(),
    permissions: z.array(z.string()),
    members: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;
