export * from './color.js';
export * from './tokens.js';
export * from './color-roles.js';
export * from './contrast-pairs.js';
export * from './create-theme.js';
export * from './css-variables.js';
export * from './fonts.js';
