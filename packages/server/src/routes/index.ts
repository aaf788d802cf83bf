import type { FastifyPluginAsync } from 'fastify';
import health from './api/health/index.js';

/**
 * Every API route module, registered under /api. Add a module: create
 * src/routes/api/<area>/index.ts exporting a FastifyPluginAsyncZod, import it here, and append
 * it to the list (see README.md in this folder).
 */
const modules = [health];

const routes: FastifyPluginAsync = async (app) => {
  for (const module of modules) await app.register(module, { prefix: '/api' });
};

export default routes;
