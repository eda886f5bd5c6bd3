import { type DistributorDetail, endpoints } from '@ponteiro/shared';
import { type AdminOperation, type InputOf, queryKeyOf } from '../../../api/operations';
import { callAdmin } from '../../../session/admin-api';

/** Every distributor query (list, detail) shares this prefix: invalidated after a write. */
export const DISTRIBUTORS_QUERY_KEY = queryKeyOf(endpoints.admin.distributors.list);

/** What the dialog sends: text fields (as the API reads them) and the chosen files. */
export interface DistributorFormInput {
  fields: Record<string, string>;
  contract?: Blob | null;
  logo?: Blob | null;
}

/** Text fields first (the API reads them before the files), then the files by name. */
export function distributorFormData(input: DistributorFormInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields)) form.append(name, value);
  if (input.contract) form.append('contract', input.contract);
  if (input.logo) form.append('logo', input.logo);
  return form;
}

/**
 * POST distributor/ or PATCH distributor/{id}/. The typed client's uploads carry one file named
 * `file`; this form carries two (`contract`, `logo`), so the prepared FormData goes as the body of
 * the same admin call (the slug, the admin token and the 401 handling stay callAdmin's).
 */
export function saveDistributor(
  id: string | null,
  input: DistributorFormInput,
): Promise<DistributorDetail> {
  const { upload: _upload, ...operation } = id
    ? endpoints.admin.distributors.update
    : endpoints.admin.distributors.create;
  const formOperation: AdminOperation = operation;
  const request = {
    ...(id ? { params: { id } } : {}),
    body: distributorFormData(input),
  } as unknown as InputOf<AdminOperation>;
  return callAdmin(formOperation, request, {
    silent: true,
  }) as unknown as Promise<DistributorDetail>;
}
