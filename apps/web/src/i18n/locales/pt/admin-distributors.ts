// Texts of namespace `adminDistributors`.
export const adminDistributors = {
  title: 'Distribuidores',
} as const;
