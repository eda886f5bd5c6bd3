// Operations of the notification settings (issue 19).
export const notificationSettingsOperations = {};
