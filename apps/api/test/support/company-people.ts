import { emailOutbox } from '@ponteiro/db';
import { desc } from 'drizzle-orm';
import { type Client, signUpAndIn } from './http.js';
import type { TestApp } from './test-app.js';

export interface CompanyUser {
  token: string;
  userId: string;
  companyId: string;
}

/** Signs a new person up, registers a company (CNPJ `cnpj`) and returns the Owner's company token. */
export async function ownerOf(api: Client, email: string, cnpj: string): Promise<CompanyUser> {
  const s = await signUpAndIn(api, email);
  const c = await api.post(
    'auth/companies/',
    { employer_type: 'cnpj', employer_id: cnpj, legal_name: 'Empresa Ltda.' },
    s.access_token,
  );
  const sel = await api.post(`auth/companies/${c.body.data.id}/select/`, {}, s.access_token);
  return { token: sel.body.data.access_token, userId: s.user.id, companyId: c.body.data.id };
}

/** `email` joins the owner's company with `role` (built-in name or custom role id). */
export async function memberOf(
  t: TestApp,
  api: Client,
  owner: CompanyUser,
  email: string,
  role: string,
): Promise<CompanyUser> {
  const invited = await api.post('company/invitations/', { email, role }, owner.token);
  if (invited.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invited.body)}`);
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = decodeURIComponent(/invitation=([^\s&]+)/.exec(mail!.textBody)![1]!);
  const s = await signUpAndIn(api, email, 'Pessoa Convidada');
  await api.post('auth/invitations/accept/', { token }, s.access_token);
  const sel = await api.post(`auth/companies/${owner.companyId}/select/`, {}, s.access_token);
  return { token: sel.body.data.access_token, userId: s.user.id, companyId: owner.companyId };
}

/** A custom role holding exactly `permissions` (parents are added by the API). */
export async function customRole(
  api: Client,
  owner: CompanyUser,
  name: string,
  permissions: string[],
) {
  const role = await api.post('auth/roles/', { name, permissions }, owner.token);
  if (role.status !== 201) throw new Error(`role failed: ${JSON.stringify(role.body)}`);
  return role.body.data.id as string;
}
