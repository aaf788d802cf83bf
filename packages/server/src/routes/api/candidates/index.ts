import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttributeSchema,
  ClientFieldsSchema,
  IdParamSchema,
  SpecializationsInputSchema,
  UserInfoInputSchema,
  UserSchema,
  UserSkillInputSchema,
  UserSkillSchema,
  dataOf,
  errorAnswers,
} from '@jobboard/contracts';
import { HttpError, ValidationError, fieldError, notFound } from '../../../lib/http-errors.js';
import type { MessageKey } from '../../../i18n/messages.js';
import { requireCandidate } from '../../../plugins/auth.js';
import { requireBoard } from '../../../plugins/brand.js';
import {
  getUserProfile,
  listSpecializations,
  notSpecializations,
  replaceSpecializations,
  updateUserInfo,
} from '../../../repositories/users.js';
import {
  deleteSkill,
  getSkill,
  holdsSkill,
  insertSkill,
  isSkillAttribute,
  listSkills,
  updateSkill,
} from '../../../repositories/skills.js';
import alerts from './alerts.js';
import applications from './applications.js';
import documents from './documents.js';
import recommendedOffers from './recommended-offers.js';
import savedOffers from './saved-offers.js';
import { resolveCity } from '../../../repositories/reference.js';
import { isPhoneCountry, normalizePhone } from '@jobboard/contracts/phone';
import { BoardParamsSchema } from '../offers/params.js';

/**
 * The candidate's profile (docs/candidates.md): who they are, their information,
 * followed specializations and skills. Documents are in documents.ts. Every route needs a
 * candidate session: 401 signed out, 403 for an employer session.
 */
const SkillParamsSchema = z.object({ id: IdParamSchema });
const errors = errorAnswers(401, 403, 404, 409, 422);

/** The city (location.address) is non-empty text; the phone non-empty and valid. */
const InfoBodySchema = UserInfoInputSchema;

const candidates: FastifyPluginAsyncZod = async (app) => {
  // Guard before validation: a signed-out request is a 401 whatever its body.
  app.addHook('preValidation', requireCandidate);
  await app.register(documents);
  await app.register(applications);
  await app.register(alerts);
  await app.register(savedOffers);
  await app.register(recommendedOffers);

  const profileOf = async (id: number) => {
    const user = await getUserProfile(app.db, id, app.brands);
    if (!user) throw notFound();
    return user;
  };

  app.get(
    '/jobboard/:board/me',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'The signed-in candidate',
        params: BoardParamsSchema,
        response: { 200: dataOf(UserSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await profileOf(request.candidate!.id) };
    },
  );

  app.post(
    '/jobboard/:board/user/info',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Updates names, language, city, country and phone',
        params: BoardParamsSchema,
        body: InfoBodySchema,
        response: { 200: dataOf(UserSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const country = (body.location?.country ?? 'CA').toUpperCase();
      let address = body.location?.address?.trim() ?? '';
      const problems: ValidationError['fields'] = {};
      const add = (field: string, key: MessageKey) => (problems[field] = [{ key }]);
      // In Canada the city is a municipality of GET /cities (its id is stored, its name shown).
      const city =
        country === 'CA' && body.location
          ? await resolveCity(app.db, body.location, body.language)
          : null;
      if (city) address = city.label;
      if (!address && !body.location?.city_id) add('location.address', 'validation.required');
      else if (country === 'CA' && !city) add('location.city_id', 'validation.city');
      const knownCountry = isPhoneCountry(country);
      if (!knownCountry) add('location.country', 'validation.invalid_value');
      const phone = body.phone_number?.trim() ?? '';
      const normalized = phone && knownCountry ? normalizePhone(phone, country) : null;
      if (!phone) add('phone_number', 'validation.required');
      else if (knownCountry && !normalized) add('phone_number', 'validation.invalid_phone');
      if (Object.keys(problems).length) throw new ValidationError(problems);
      await updateUserInfo(app.db, request.candidate!.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        language: body.language,
        phoneNumber: normalized!,
        address,
        cityId: city?.id ?? null,
        country,
      });
      return { data: await profileOf(request.candidate!.id) };
    },
  );

  /* ------------------------------------------------------------ specializations */

  app.get(
    '/jobboard/:board/user/specializations',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Specializations the candidate follows',
        params: BoardParamsSchema,
        response: { 200: dataOf(z.array(AttributeSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listSpecializations(app.db, request.candidate!.id) }),
  );

  app.post(
    '/jobboard/:board/user/specializations',
    {
      preValidation: requireBoard,
      schema: {
        tags: ['candidates'],
        summary: 'Replaces the followed specializations',
        params: BoardParamsSchema,
        body: SpecializationsInputSchema.extend(ClientFieldsSchema.shape),
        response: { 200: dataOf(z.array(AttributeSchema)), ...errors },
      },
    },
    async (request) => {
      const ids = request.body.specialization_ids;
      const unknown = await notSpecializations(app.db, ids);
      if (unknown.length)
        throw new ValidationError(
          Object.fromEntries(
            unknown.map((id) => [
              `specialization_ids.${ids.indexOf(id)}`,
              [{ key: 'validation.invalid_value' as const }],
            ]),
          ),
        );
      await replaceSpecializations(app.db, request.candidate!.id, ids);
      return { data: await listSpecializations(app.db, request.candidate!.id) };
    },
  );

  /* ------------------------------------------------------------ skills */

  const SkillBodySchema = UserSkillInputSchema.extend(ClientFieldsSchema.shape);

  /** 422 on skill_id unless it names a skill the user does not hold yet. */
  const checkSkill = async (userId: number, skillId: number, exceptId?: number) => {
    if (!(await isSkillAttribute(app.db, skillId)))
      throw fieldError('skill_id', 'validation.invalid_value');
    if (await holdsSkill(app.db, userId, skillId, exceptId))
      throw fieldError('skill_id', 'validation.skill_exists');
  };

  app.get(
    '/jobboard/user/skills',
    {
      schema: {
        tags: ['candidates'],
        summary: "The candidate's skills",
        response: { 200: dataOf(z.array(UserSkillSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listSkills(app.db, request.candidate!.id) }),
  );

  app.post(
    '/jobboard/user/skills',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Adds a skill (a skill attribute and a level from 1 to 5)',
        body: SkillBodySchema,
        response: { 201: dataOf(UserSkillSchema), ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.candidate!.id;
      const { skill_id: skillId, level } = request.body;
      await checkSkill(userId, skillId);
      const id = await insertSkill(app.db, userId, { skillId, level });
      if (id === undefined) throw fieldError('skill_id', 'validation.skill_exists');
      const skill = await getSkill(app.db, userId, id);
      if (!skill) throw new HttpError(404, 'resource_not_found');
      return reply.code(201).send({ data: skill });
    },
  );

  app.get(
    '/jobboard/user/skills/:id',
    {
      schema: {
        tags: ['candidates'],
        summary: 'One of the candidate’s skills',
        params: SkillParamsSchema,
        response: { 200: dataOf(UserSkillSchema), ...errors },
      },
    },
    async (request) => {
      const skill = await getSkill(app.db, request.candidate!.id, request.params.id);
      if (!skill) throw notFound();
      return { data: skill };
    },
  );

  app.put(
    '/jobboard/user/skills/:id',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Changes a skill or its level',
        params: SkillParamsSchema,
        body: SkillBodySchema,
        response: { 200: dataOf(UserSkillSchema), ...errors },
      },
    },
    async (request) => {
      const userId = request.candidate!.id;
      const { id } = request.params;
      const { skill_id: skillId, level } = request.body;
      if (!(await getSkill(app.db, userId, id))) throw notFound();
      await checkSkill(userId, skillId, id);
      if (!(await updateSkill(app.db, userId, id, { skillId, level }))) throw notFound();
      const skill = await getSkill(app.db, userId, id);
      if (!skill) throw notFound();
      return { data: skill };
    },
  );

  app.delete(
    '/jobboard/user/skills/:id',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Removes a skill',
        params: SkillParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteSkill(app.db, request.candidate!.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};

export default candidates;
