// Texts of namespace `adminFeedback`.
export const adminFeedback = {
  title: 'Feedback',
} as const;
