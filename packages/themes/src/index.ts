export * from './color.js';
export * from './tokens.js';
export * from './create-theme.js';
export * from './css-variables.js';
