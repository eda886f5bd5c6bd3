export * from './client.js';
export * from './password.js';
export * from './register/index.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
export * from './sealing.js';
export * from './tenancy/index.js';
export { foldText } from './text-fold.js';
export { uuidv7 } from './uuidv7.js';
