export * from './brand-manifest.js';
export * from './generated.js';
export * from './load.js';
export * from './json-schema.js';
export * from './seo-head.js';
export * from './source-hash.js';
