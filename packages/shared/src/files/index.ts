export * from './detect.js';
export * from './format-bytes.js';
export * from './upload.js';
export * from './zip.js';
