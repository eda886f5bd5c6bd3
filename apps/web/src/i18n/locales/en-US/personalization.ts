import type { Widen } from '../pt';
import type { personalization as pt } from '../pt/personalization';

// Texts of /system/personalization (namespace `personalization`), typed against the Portuguese ones.
export const personalization: Widen<typeof pt> = {
  title: 'Personalization',
  subtitle: "The company's brand in the product and the language new accounts start in.",
  loadError: 'Could not load the personalization.',
  retry: 'Try again',
  logo: {
    title: 'Logo',
    explanation:
      "The company profile's logo: shown in the menu and on documents. JPEG or PNG up to 3 MB.",
    label: 'Company logo',
    readOnly: 'Only people who may edit the company profile change the logo.',
  },
  color: {
    title: 'Brand colour',
    explanation:
      "The company's buttons, links and menu follow this colour. So everyone can read them, it needs a contrast of at least 4.5:1 with white (WCAG AA): white text on the colour, and the colour as text on white.",
    current: 'In use',
    product: 'Product colour',
    company: "Company's colour",
    picker: 'Pick the colour',
    code: 'Colour code',
    codeHint: 'As #rrggbb.',
    badFormat: 'Enter the colour as #rrggbb (for example, #1456a0).',
    ratio: 'Contrast with white: {{ratio}}:1',
    passes: 'Meets the 4.5:1 minimum.',
    fails:
      'This colour has a contrast of {{ratio}}:1 with white; the minimum (WCAG AA) is 4.5:1. Choose a darker colour.',
    preview: 'Preview',
    previewButton: 'Primary button',
    previewLink: 'A link in the text',
    previewTag: 'Tag',
    save: 'Save colour',
    saved: 'Brand colour saved.',
    restore: 'Restore the product colour',
    restoreConfirm:
      "Restore the product colour? Buttons, links and the menu go back to Ponteiro's blue for everyone in the company.",
    restoreOk: 'Restore',
    cancel: 'Cancel',
    restored: 'The company is back to the product colour.',
  },
  language: {
    title: 'Language for new users',
    explanation:
      'The language the account of anyone invited from now on starts in (and the invitation email’s, for people without an account). Everyone can change their own in their profile; existing accounts do not change.',
    label: 'Language',
    names: { pt: 'Português (Brasil)', 'en-US': 'English (United States)' },
    save: 'Save language',
    saved: 'Language for new users saved.',
    preview: {
      title: 'How dates and numbers look in this language',
      shortDate: 'Date',
      longDate: 'Long date',
      time: 'Time',
      number: 'Number',
      duration: 'Hours (1 h 30 min)',
    },
  },
};
