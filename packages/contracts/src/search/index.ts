export * from './texts.js';
export * from './scopes.js';
export * from './limits.js';
export * from './models.js';
export * from './messages.js';
export * from './rpc.js';
export * from './events.js';
export * from './resources.js';
