import { and, eq } from 'drizzle-orm';
import type { AttributeType, OfferInput } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { companies, nocJobTitles } from '../db/schema.js';
import type { ValidationError } from '../lib/http-errors.js';
import { getReference } from './reference.js';

type FieldErrors = ValidationError['fields'];

/**
 * The rules of the offer form that need the database (after the zod schema of the step): the
 * company is the team's, the NOC title and the city exist, each attribute id has the right type,
 * specializations belong to the chosen category. Returns field errors, empty when valid.
 */
export async function offerReferenceErrors(
  db: DbLike,
  teamId: number,
  input: Partial<OfferInput>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, key: FieldErrors[string][number]['key']) =>
    (errors[field] ??= []).push({ key });
  const reference = await getReference(db);
  const isType = (id: number, type: AttributeType) => reference.byId.get(id)?.type === type;

  if (input.company_id !== undefined) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, input.company_id), eq(companies.teamId, teamId)))
      .limit(1);
    if (!company) add('company_id', 'validation.invalid_value');
  }
  if (input.noc_job_title_id != null) {
    const [noc] = await db
      .select({ id: nocJobTitles.id })
      .from(nocJobTitles)
      .where(eq(nocJobTitles.id, input.noc_job_title_id))
      .limit(1);
    if (!noc) add('noc_job_title_id', 'validation.invalid_value');
  }
  if (input.category_id !== undefined && !isType(input.category_id, 'category'))
    add('category_id', 'validation.invalid_value');
  input.specialization_ids?.forEach((id, i) => {
    const attribute = reference.byId.get(id);
    if (attribute?.type !== 'specialization')
      add(`specialization_ids.${i}`, 'validation.invalid_value');
    else if (input.category_id !== undefined && attribute.parent_id !== input.category_id)
      add(`specialization_ids.${i}`, 'validation.specialization_category');
  });
  if (input.experience_id !== undefined && !isType(input.experience_id, 'experience'))
    add('experience_id', 'validation.invalid_value');
  if (input.education_id != null && !isType(input.education_id, 'education'))
    add('education_id', 'validation.invalid_value');
  const lists = [
    ['schedule_ids', 'schedule'],
    ['certification_ids', 'certification'],
    ['skill_ids', 'skill'],
  ] as const;
  for (const [field, type] of lists)
    input[field]?.forEach((id, i) => {
      if (!isType(id, type)) add(`${field}.${i}`, 'validation.invalid_value');
    });
  if (input.city_id !== undefined && !reference.cityById.has(input.city_id))
    add('city_id', 'validation.invalid_value');
  return errors;
}
