// Texts of namespace `adminCompanies`.
export const adminCompanies = {
  title: 'Empresas',
} as const;
