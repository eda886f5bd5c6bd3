// Texts of namespace `feedback`.
export const feedback = {
  title: 'Enviar feedback',
} as const;
