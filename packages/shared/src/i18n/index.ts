export * from './validation.js';
