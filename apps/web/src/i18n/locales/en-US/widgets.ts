import type { Widen } from '../pt';
import type { widgets as pt } from '../pt/widgets';

export const widgets: Widen<typeof pt> = {
  notifications: {
    label: 'Notifications',
    title: 'Notifications',
    empty: 'No notifications yet.',
    tabs: 'Kinds of notice',
    notifications: 'Notifications',
    messages: 'Messages',
    tasks: 'Tasks',
    notificationsHint:
      'Platform notices, such as new companies and devices that stopped reporting.',
    messagesHint: 'Messages sent by customers and distributors.',
    tasksHint: 'Items waiting for an action by the back office.',
    placeholder: 'The notice centre is being built; the numbers above are examples.',
  },
  imageUpload: {
    hint: 'JPEG or PNG, up to {{limit}}.',
    choose: 'Upload image',
    replace: 'Replace image',
    remove: 'Remove',
    cancel: 'Cancel',
    removeConfirm: 'Remove the image?',
    uploaded: 'Image saved.',
    removed: 'Image removed.',
    type: 'Send a JPEG or PNG image.',
    size: 'The image must be at most {{limit}}.',
  },
};
