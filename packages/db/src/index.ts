export * from './migrate-deploy.js';
export * from './prisma-adapter.js';
