// Operations of this back-office feature; `operations` (index.ts) composes them.
export const adminDistributorOperations = {};
