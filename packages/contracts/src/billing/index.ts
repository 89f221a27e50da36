export * from './texts.js';
export * from './limits.js';
export * from './countries.js';
export * from './models.js';
export * from './messages.js';
export * from './spend.js';
export * from './rpc.js';
export * from './events.js';

/** Billing has no web-app resources: it is served at /v5 (services/gateway/src/v5). */
export const billingResources = {};
