export * from './envelope.js';
