export * from './texts.js';
export * from './rules.js';
export * from './models.js';
export * from './messages.js';
export * from './rpc.js';
export * from './events.js';
export * from './resources.js';
export * from './v5-boards.js';
