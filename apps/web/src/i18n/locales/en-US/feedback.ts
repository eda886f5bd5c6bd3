import type { Widen } from '../pt';
import type { feedback as pt } from '../pt/feedback';

export const feedback: Widen<typeof pt> = {
  title: 'Send feedback',
};
