// Texts of namespace `adminDashboard`.
export const adminDashboard = {
  title: 'Painel',
} as const;
