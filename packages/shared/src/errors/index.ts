export * from './app-error.js';
export * from './codes.js';
export * from './messages.js';
