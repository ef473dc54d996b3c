// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, whose dependencies (get-intrinsic,
// call-bind, define-properties...) were about 17 KB of the JavaScript of every first visit; every browser the
// console supports has Object.entries itself. vite.config.ts resolves the polyfill to this module.
module.exports = Object.entries;
