export { buildApp, type BuildAppOptions } from './app.js';
export { bootstrap } from './bootstrap.js';
export { parseEnv, EnvError, type Env } from './config/env.js';
export { openDatabase, type Database, type Db } from './db/client.js';
export { BrandRegistry, loadBrandRegistry } from './brands/registry.js';
