import type { Widen } from '../pt';
import type { adminCatalogue as pt } from '../pt/admin-catalogue';

export const adminCatalogue: Widen<typeof pt> = {
  title: 'App and products',
};
