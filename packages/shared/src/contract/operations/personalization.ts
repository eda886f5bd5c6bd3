// Operations of the personalization settings (issue 19).
export const personalizationOperations = {};
