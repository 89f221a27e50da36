// Async boundary: lets Module Federation initialise the shared scope (react, react-dom,
// react-router, gestalt) before any shared module is evaluated.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
