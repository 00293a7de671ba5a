// Async boundary: the federation runtime settles shared modules before the app imports them. The chunk
// name is what rsbuild.config.ts groups the first-paint modules by.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
