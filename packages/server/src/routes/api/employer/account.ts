import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  ClientFieldsSchema,
  TEAM_SIZES,
  TeamSizeSchema,
  UserInfoInputSchema,
  UserOptionSchema,
  UserSchema,
  dataOf,
  errorAnswers,
} from '@jobboard/contracts';
import { RATE_LIMITS } from '../../../config/rate-limits.js';
import { fieldError, notFound } from '../../../lib/http-errors.js';
import { isPhoneCountry, normalizePhone } from '@jobboard/contracts/phone';
import { requireEmployer, startSession } from '../../../plugins/auth.js';
import { listTeamMembers, updateEmployerProfile } from '../../../repositories/employer-account.js';
import { resolveCity } from '../../../repositories/reference.js';
import { findUserById, getUserProfile } from '../../../repositories/users.js';
import { changePassword } from '../../../services/password-change.js';
import { teamIdOf } from './shared.js';

const TEAM_SIZE_LABELS: Record<(typeof TEAM_SIZES)[number], { fr: string; en: string }> = {
  '1-10': { fr: '1 à 10 employés', en: '1 to 10 employees' },
  '11-50': { fr: '11 à 50 employés', en: '11 to 50 employees' },
  '51-200': { fr: '51 à 200 employés', en: '51 to 200 employees' },
  '201-500': { fr: '201 à 500 employés', en: '201 to 500 employees' },
  '500+': { fr: 'Plus de 500 employés', en: 'More than 500 employees' },
};

const errors = errorAnswers(401, 403, 422);

/** The employer's account: profile, password, and the team's option lists. */
const account: FastifyPluginAsyncZod = async (app) => {
  // Public: the employer sign-up form offers these before anyone is signed in.
  app.get(
    '/ats/team-sizes',
    {
      schema: {
        tags: ['employers'],
        summary: 'Team size options',
        response: { 200: dataOf(z.array(TeamSizeSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: TEAM_SIZES.map((value) => ({ value, label: TEAM_SIZE_LABELS[value] })) };
    },
  );

  app.get(
    '/ats/options/users',
    {
      preValidation: requireEmployer,
      schema: {
        tags: ['employers'],
        summary: "Members of the employer's team",
        response: { 200: dataOf(z.array(UserOptionSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listTeamMembers(app.db, teamIdOf(request)) }),
  );

  app.put(
    '/ats/profile',
    {
      preValidation: requireEmployer,
      schema: {
        tags: ['employers'],
        summary: "Update the employer's profile",
        body: UserInfoInputSchema,
        response: { 200: dataOf(UserSchema), ...errorAnswers(404), ...errors },
      },
    },
    async (request) => {
      const userId = request.employer!.id;
      const body = request.body;
      const stored = await findUserById(app.db, userId);
      if (!stored) throw notFound();
      const country = (body.location?.country ?? stored.country ?? 'CA').toUpperCase();
      if (!isPhoneCountry(country))
        throw fieldError('location.country', 'validation.invalid_value');
      let phoneNumber: string | null = null;
      if (body.phone_number) {
        phoneNumber = normalizePhone(body.phone_number, country);
        if (!phoneNumber) throw fieldError('phone_number', 'validation.invalid_phone');
      }
      // A municipality picked in the form (GET /cities); an employer's address may be free text.
      const city = body.location?.city_id
        ? await resolveCity(app.db, body.location, body.language)
        : null;
      if (body.location?.city_id && !city) throw fieldError('location.city_id', 'validation.city');
      await updateEmployerProfile(app.db, userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        language: body.language,
        phoneNumber,
        ...(body.location && {
          address: city?.label ?? (body.location.address || null),
          cityId: city?.id ?? null,
          country: body.location.country ? country : null,
        }),
      });
      const user = await getUserProfile(app.db, userId, app.brands);
      if (!user) throw notFound();
      return { data: user };
    },
  );

  app.put(
    '/ats/auth/change-password',
    {
      preValidation: requireEmployer,
      // The current password is a secret to guess: same limit as a login.
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['employers'],
        summary: 'Change the password; every other session ends',
        body: ChangePasswordInputSchema.extend(ClientFieldsSchema.shape),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = request.employer!;
      const changed = await changePassword(app.db, {
        userId: user.id,
        currentPassword: request.body.current_password,
        newPassword: request.body.password,
      });
      if (!changed) throw fieldError('current_password', 'validation.current_password');
      // Every session ended (a stolen one included); this browser gets a fresh one.
      await startSession(request, reply, { id: user.id, guard: 'ats' });
      return reply.code(204).send(null);
    },
  );
};

export default account;
