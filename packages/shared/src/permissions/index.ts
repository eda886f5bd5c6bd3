export * from './roles.js';
export * from './routes.js';
export * from './tree.js';
