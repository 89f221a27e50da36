/** Injection tokens for the things app.ts creates and hands to the Nest module. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const REDIS = Symbol('REDIS');
export const PG_POOL = Symbol('PG_POOL');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
