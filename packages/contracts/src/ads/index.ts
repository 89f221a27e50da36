export * from './texts.js';
export * from './limits.js';
export * from './rules.js';
export * from './keywords.js';
export * from './audience.js';
export * from './quick-promote-rules.js';
export * from './quick-promote.js';
export * from './serving.js';
export * from './models.js';
export * from './messages.js';
export * from './members.js';
export * from './rpc.js';
export * from './events.js';
export * from './tracking.js';
export * from './analytics.js';

/** The advertiser API has no web-app resources: it is served at /v5 (services/gateway/src/v5). */
export const adsResources = {};
