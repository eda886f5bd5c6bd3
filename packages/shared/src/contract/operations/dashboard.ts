// Operations of the dashboard (issue 19).
export const dashboardOperations = {};
