import {
  SECURE_LINK_TYPES,
  SecureLinkCheckSchema,
  SecureLinkInputSchema,
  type SecureLinkType,
} from '@jobboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, linkFailure } from '../../../lib/http-errors.js';
import { checkSecureLink, consumeSecureLink } from '../../../repositories/secure-links.js';
import { findUserById, getUserProfile } from '../../../repositories/users.js';
import { errors } from './schemas.js';

/**
 * A mail's link checked before its page asks for anything (e-mail confirmation, reset,
 * newsletter), and the ATS's single sign-on tokens, used by their check.
 */
const linkCheck: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-secure-link/:type/:selector/:token',
    {
      // The ATS checks its single sign-on tokens from its own servers, by any host name.
      config: { brand: false },
      schema: {
        tags: ['auth'],
        summary:
          'Checks a link (e-mail confirmation, reset, newsletter) without using it; an sso token is used by this check',
        params: z.object({
          type: z.string().max(40),
          selector: z.string().max(200),
          token: z.string().max(200),
        }),
        response: {
          200: SecureLinkCheckSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { type, selector, token } = request.params;
      const link = SecureLinkInputSchema.safeParse({ selector, token });
      if (!(SECURE_LINK_TYPES as readonly string[]).includes(type) || !link.success)
        throw new HttpError(404, 'link_invalid');
      const linkType = type as SecureLinkType;
      reply.header('cache-control', 'no-store');
      if (linkType === 'sso') {
        const used = await consumeSecureLink(app.db, 'sso', selector, token);
        if (!used.ok) throw linkFailure(used.reason);
        const user = used.link.userId
          ? await getUserProfile(app.db, used.link.userId, app.brands)
          : null;
        return { data: { type: linkType, email: used.link.email, user } };
      }
      const checked = await checkSecureLink(app.db, linkType, selector, token);
      if (!checked.ok) throw linkFailure(checked.reason);
      const owner = checked.link.userId
        ? await findUserById(app.db, checked.link.userId)
        : undefined;
      return { data: { type: linkType, email: checked.link.email, guard: owner?.guard ?? null } };
    },
  );
};

export default linkCheck;
