// Notification settings (issue 19): who hears of which event, and how.
export {};
