import { preloadPageAssets } from './federation/page-preloads';

// Async boundary: lets Module Federation initialise the shared scope (react, react-dom,
// react-router, gestalt) before any shared module is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// After the shell's own chunks are asked for: the remotes' first files, at low priority.
preloadPageAssets();
