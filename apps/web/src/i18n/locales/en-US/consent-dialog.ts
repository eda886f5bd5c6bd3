import type { Widen } from '../pt';
import type { consentDialog as pt } from '../pt/consent-dialog';

export const consentDialog: Widen<typeof pt> = {
  consent: {
    dialogTitle: 'Cookie settings',
    dialogIntro:
      'Choose which categories of cookies you allow. Necessary cookies cannot be switched off.',
    alwaysOn: 'Always on',
    save: 'Save preferences',
    cancel: 'Cancel',
    categories: {
      necessary: {
        title: 'Necessary',
        description:
          'Essential for the site to work: session, security and your language and cookie choices.',
      },
      functional: {
        title: 'Functional',
        description: 'Remember usage preferences and enable extra features of the site.',
      },
      performance: {
        title: 'Performance',
        description: 'Measure loading times and errors to make the site faster.',
      },
      analytics: {
        title: 'Analytics',
        description: 'Show, in aggregate, how the site is used, so we can improve it.',
      },
      targeting: {
        title: 'Targeting',
        description: 'Allow relevant content and ads to be shown to you on other sites.',
      },
    },
  },
};
