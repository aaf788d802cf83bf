import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas the routes validate with: a route
 * module only declares `schema: { params, querystring, body, response }`. Served at
 * /api/docs (UI) and /api/docs/json. Registered before the routes so it sees them all.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Job board API',
          description:
            'Bilingual multi-brand job board. The brand comes from the Host header; messages follow the `lg` payload field or cookie.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            candidate: { type: 'apiKey', in: 'cookie', name: 'jb_session' },
            employer: { type: 'apiKey', in: 'cookie', name: 'ats_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
