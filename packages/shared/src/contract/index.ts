export * from './admin-outbox.js';
export * from './auth.js';
export * from './employees.js';
export * from './legal-files.js';
export * from './members.js';
export * from './organization.js';
