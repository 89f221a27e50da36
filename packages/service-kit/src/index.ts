export * from './service-error.js';
export * from './config.js';
export * from './telemetry.js';
export * from './rpc-client.js';
export * from './rpc-boundary.js';
export * from './domain-events.js';
export * from './bootstrap.js';
export * from './health.js';
