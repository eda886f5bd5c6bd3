import type { Widen } from '../pt';
import type { adminCompanies as pt } from '../pt/admin-companies';

export const adminCompanies: Widen<typeof pt> = {
  title: 'Companies',
};
