export * from './migrate-deploy.js';
export * from './prisma-adapter.js';
export * from './migrate-create.js';
export * from './advisory-lock.js';
export * from './pg-sql.js';
