export * from './errors.js';
export * from './models.js';
export * from './subjects.js';
export * from './validation.js';
export * from './messages.js';
export * from './http.js';
export * from './rpc.js';
