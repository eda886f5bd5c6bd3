// Texts of namespace `adminCatalogue`.
export const adminCatalogue = {
  title: 'Aplicativo e produtos',
} as const;
