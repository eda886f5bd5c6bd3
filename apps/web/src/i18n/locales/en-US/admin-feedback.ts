import type { Widen } from '../pt';
import type { adminFeedback as pt } from '../pt/admin-feedback';

export const adminFeedback: Widen<typeof pt> = {
  title: 'Feedback',
};
