import type { Widen } from '../pt';
import type { timeTracking as pt } from '../pt/time-tracking';

// Texts of /system/time-tracking-setting (namespace `timeTracking`), typed against the Portuguese ones.
export const timeTracking: Widen<typeof pt> = {
  title: 'Time tracking',
  subtitle:
    'How the company takes punches. Changes apply from the next punch and are kept in the audit log.',
  loadError: 'The settings could not be loaded.',
  retry: 'Try again',
  save: 'Save',
  saved: 'Time-tracking settings saved.',
  restore: 'Restore defaults',
  restoreConfirm: "Set every time-tracking setting back to Ponteiro's defaults?",
  restoreOk: 'Restore',
  restored: 'Time-tracking settings restored to the defaults.',
  cancel: 'Cancel',
  saveError: 'The settings could not be saved.',
  collectors: {
    title: 'Where punches may come from',
    explanation: 'A punch from a channel not checked is refused with a message to the employee.',
    label: 'Accepted channels',
    web: 'Browser (web)',
    mobile: 'Mobile app',
    desktop: 'Desktop app',
    device: "The company's time clock",
  },
  location: {
    title: 'Location and photo',
    geolocation: 'Location at punch',
    required: 'Required: without a location, the punch is refused',
    recorded: 'Only recorded: kept when the device gives it',
    radius: 'Default geofence radius (metres)',
    radiusHint: 'The radius a new workplace starts with; existing workplaces keep theirs.',
    photo: 'Photo at punch',
    photoOff: "Don't ask",
    photoOptional: 'Optional',
    photoRequired: 'Required',
    retention: 'Keep photos for (days)',
    retentionHint: 'Photos are personal data (LGPD): they are erased automatically after this.',
  },
  wording: {
    title: 'Punch card wording',
    explanation:
      "Shown above the punch button, in each employee's language. Left blank, Ponteiro's own text is shown.",
    pt: 'Portuguese wording',
    en: 'English wording',
    preview: 'Preview',
    previewPt: 'Portuguese',
    previewEn: 'English',
    photoAsked: 'With photo',
    locationAsked: 'With location',
  },
  abnormal: {
    title: 'Abnormal punches',
    explanation: 'What makes a punch show up in Abnormal punches.',
    far: 'Distance from the schedule (minutes)',
    farHint: 'A punch further than this from the planned time is abnormal.',
    repeated: 'Repeated punch (seconds)',
    repeatedHint: 'A second punch within this interval is a repeat.',
  },
  workday: {
    title: 'Workday',
    cutoff: 'Day cut-off',
    cutoffHint:
      'Punches before this time count for the previous day (night shifts). 00:00: the calendar day.',
  },
};
