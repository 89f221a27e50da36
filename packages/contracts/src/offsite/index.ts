export * from './models.js';
export * from './rpc.js';
export * from './events.js';
export * from './resources.js';
