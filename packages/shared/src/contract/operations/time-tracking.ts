// Operations of the time-tracking settings (issue 19).
export const timeTrackingOperations = {};
