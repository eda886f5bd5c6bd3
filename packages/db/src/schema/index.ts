export * from './audit.js';
export * from './auth.js';
export * from './identity.js';
export * from './mail.js';
export * from './organization.js';
export * from './platform.js';
export * from './roles.js';
export * from './time-policy.js';
