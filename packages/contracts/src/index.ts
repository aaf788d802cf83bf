export * from './constants.js';
export * from './common.js';
export * from './reference.js';
export * from './companies.js';
export * from './offers.js';
export * from './users.js';
export * from './alerts.js';
export * from './privacy.js';
