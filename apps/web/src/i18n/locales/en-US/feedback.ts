import type { Widen } from '../pt';
import type { feedback as pt } from '../pt/feedback';

export const feedback: Widen<typeof pt> = {
  title: 'Feedback',
  button: 'Send feedback',
  buttonUnread_one: 'Send feedback ({{count}} unread reply)',
  buttonUnread_other: 'Send feedback ({{count}} unread replies)',
  close: 'Close',
  tabs: {
    send: 'Send feedback',
    mine: 'My messages',
  },
  intro:
    'Tell us what you found or what we could do better. The Ponteiro team reads every message.',
  category: 'Type',
  categories: {
    bug: 'Problem',
    idea: 'Suggestion',
    question: 'Question',
    other: 'Other',
    upgrade: 'Plan change',
  },
  message: 'Message',
  messagePlaceholder: 'Describe what happened or your idea…',
  messageRequired: 'Write the message.',
  screenshot: 'Screenshot (optional)',
  screenshotHelp: 'JPEG or PNG, up to {{size}}.',
  chooseScreenshot: 'Choose image',
  removeScreenshot: 'Remove the image {{name}}',
  screenshotType: 'Send a JPEG or PNG image.',
  screenshotSize: 'The image must be at most {{size}}.',
  context: 'We also send the page you are on ({{page}}) and the app version.',
  send: 'Send',
  sent: 'Thank you! We received your feedback.',
  mine: {
    empty: 'You have not sent any message yet.',
    loadError: 'Your messages could not be loaded.',
    retry: 'Try again',
    reply: 'Reply from Ponteiro',
    repliedAt: 'Answered on {{date}}',
    sentAt: 'Sent on {{date}}',
    newReply: 'New reply',
    withScreenshot: 'With screenshot',
    total_one: '{{count}} message',
    total_other: '{{count}} messages',
  },
  status: {
    new: 'Sent',
    read: 'Read by the team',
    answered: 'Answered',
  },
};
