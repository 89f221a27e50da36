/** @pinboard/contracts for Node: schemas (zod), subjects, events, resources, texts and rules. */
export * from './common/errors.js';
export * from './common/envelope.js';
export * from './common/texts.js';
export * from './common/limits.js';
export * from './common/http.js';
export * from './common/failure-text.js';
export * from './common/schemas.js';
export * from './common/validation.js';
export * from './common/rpc.js';
export * from './common/health.js';
export * from './common/events.js';
export * from './common/resources.js';
export * from './users/index.js';
export * from './boards/index.js';
export * from './pins/index.js';
export * from './catalog.js';
