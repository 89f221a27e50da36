export * from './seed.js';
export * from './demo-images.js';
export * from './demo-catalog.js';
export * from './demo-media.js';
