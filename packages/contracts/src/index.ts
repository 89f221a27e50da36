/** @pinboard/contracts for Node: everything the browser entry has, plus the schemas (zod). */
export * from './web.js';
export * from './common/schemas.js';
export * from './common/v5-paging.js';
export * from './common/validation.js';
export * from './common/rpc.js';
export * from './common/health.js';
export * from './common/events.js';
export * from './common/resources.js';
export * from './users/index.js';
export * from './boards/index.js';
export * from './pins/index.js';
export * from './feed/index.js';
export * from './search/index.js';
export * from './ads/index.js';
export * from './billing/index.js';
export * from './offsite/index.js';
export * from './catalog.js';
