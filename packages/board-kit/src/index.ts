export * from './failure-text';
export * from './board-name';
export * from './fetch-all-boards';
export * from './use-board-create';
