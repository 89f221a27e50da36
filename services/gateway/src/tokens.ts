/** Injection tokens for the things app.ts creates and hands to the Nest module. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const REDIS = Symbol('REDIS');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const REMOTES = Symbol('REMOTES');
/** The discovered services whose health /health reports. */
export const SERVICES = Symbol('SERVICES');
export const RESOURCES = Symbol('RESOURCES');
