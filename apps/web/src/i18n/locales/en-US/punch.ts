import type { Widen } from '../pt';
import type { punch as pt } from '../pt/punch';

export const punch: Widen<typeof pt> = {
  card: {
    title: 'Punch the clock',
    subtitle: "The server's time, in your workplace's time zone.",
    clock: "Server's time",
    zone: 'Time zone {{zone}} ({{offset}})',
    employee: 'Employee: {{name}}',
    button: 'Punch the clock',
    locating: 'Getting your location…',
    sending: 'Punching…',
    loadError: 'The time clock could not be loaded.',
    failed: 'The punch was not recorded: {{message}}',
    queued:
      'No connection: the punch was kept on this device with its time and will be sent when the connection is back.',
    offlineNow: 'You are offline. You can still punch; it will be sent later.',
    synced_one: '{{count}} punch made offline was sent.',
    synced_other: '{{count}} punches made offline were sent.',
    rejected: 'A punch made offline was not accepted by the server: {{message}}',
  },
  blocked: {
    no_employee: {
      title: 'Your user has no employee record in this company',
      description:
        'Only employees punch the clock. Ask HR to link your user to your employee record.',
    },
    employee_disabled: {
      title: 'Your employee record is disabled',
      description: 'Disabled employees cannot punch the clock. Please talk to HR.',
    },
  },
  location: {
    prompt: 'Your location will be asked for when you punch.',
    granted: 'Location allowed: it will be read when you punch.',
    denied: 'Location blocked in the browser: the punch will be recorded and flagged.',
    locating: 'Getting your location…',
    ok: 'Location obtained (±{{meters}} m)',
    unavailable: 'No location: the punch will be recorded and flagged.',
    workplace: 'Workplace: {{name}} ({{radius}} m geofence)',
    required: 'Your company requires your location: without it, the punch is not recorded.',
  },
  // What the company's time-tracking settings ask of the card (issue 19).
  policy: {
    webRefused:
      'Your company does not accept punches from the browser. Use the channel your company tells you to.',
    photo: 'Punch photo',
    photoRequired: 'Punch photo (required)',
    photoHint: 'Take or choose a photo (JPEG, PNG or WebP, up to {{size}}).',
    photoChosen: 'Photo chosen: {{name}}',
    photoMissing: 'Your company requires a photo: take or choose one before punching.',
    photoTooLarge: 'The photo is over {{size}}: choose a smaller one.',
    photoType: 'Choose a JPEG, PNG or WebP photo.',
  },
  today: {
    title: "Today's punches",
    empty: 'No punches today.',
    nsr: 'NSR {{nsr}}',
    pending: 'pending (offline)',
    view: 'View the receipt of NSR {{nsr}}',
  },
  flags: {
    outside_geofence: 'Outside the geofence',
    location_unavailable: 'No location',
    offline: 'Offline',
  },
  flagHelp: {
    outside_geofence: "Outside the geofence: punched outside the workplace's radius.",
    location_unavailable: 'No location: the device did not say where it was when punching.',
    offline:
      "Offline: punched without a connection and sent later; the device's time at the punch counts.",
  },
  receipt: {
    title: "Employee's Time Punch Receipt",
    employee: 'Employee',
    nsr: 'NSR',
    date: 'Date',
    time: 'Time',
    zone: 'Time zone',
    recordedAt: 'Received by the server at',
    hash: 'Hash code (SHA-256)',
    flags: 'Flags',
    noFlags: 'None',
    download: 'Download receipt (signed PDF)',
    close: 'Close',
  },
  receipts: {
    title: 'My receipts',
    subtitle: 'Your punches, each with its signed receipt. By default, the last 7 days.',
    period: 'Period',
    date: 'Date',
    time: 'Time',
    nsr: 'NSR',
    flags: 'Flags',
    actions: 'Receipt',
    download: 'Download',
    downloadLabel: 'Download the receipt of NSR {{nsr}}',
    included: 'Added by a manager',
    disregarded: 'Disregarded',
    empty: 'No punches in the period.',
    loadError: 'Your receipts could not be loaded.',
  },
};
