export * from './auth.js';
export * from './members.js';
