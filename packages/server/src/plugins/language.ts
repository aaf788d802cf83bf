import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { LanguageSchema, type Language } from '@jobboard/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages: payload `lg`, then query `lg`, then the `lg` cookie, then the brand's default. */
    readonly lg: Language;
  }
}

export const LANGUAGE_COOKIE = 'lg';

function pick(value: unknown): Language | undefined {
  const parsed = LanguageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function requestLanguage(request: FastifyRequest): Language {
  const body = request.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? pick((body as Record<string, unknown>).lg)
      : undefined;
  const query = request.query;
  const fromQuery =
    query && typeof query === 'object' ? pick((query as Record<string, unknown>).lg) : undefined;
  return (
    fromBody ??
    fromQuery ??
    pick(request.cookies?.[LANGUAGE_COOKIE]) ??
    request.brandOrUndefined?.behaviour.defaultLanguage ??
    'fr'
  );
}

export default fp(
  async (app) => {
    // A getter, not a hook: the body is parsed late, and an error may occur before it is.
    app.decorateRequest('lg', {
      getter(this: FastifyRequest) {
        return requestLanguage(this);
      },
    });
  },
  { name: 'language', dependencies: ['brand'] },
);
