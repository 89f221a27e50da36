export * from './env.js';
export * from './events.js';
export * from './processes.js';
export * from './services.js';
export * from './browser-client.js';
export * from './factories.js';
export * from './images.js';
export * from './otlp.js';
