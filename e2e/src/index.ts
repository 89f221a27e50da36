export * from './stack.js';
export * from './api-client.js';
export * from './browser.js';
