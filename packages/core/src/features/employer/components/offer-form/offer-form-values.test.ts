import type { EmployerOfferDetail } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { duplicateOfferValues, offerValuesFrom } from './offer-form-values';

const stored = {
  id: 41,
  form: {
    company_id: 7,
    primary_language: 'fr',
    is_confidential: false,
    noc_job_title_id: 12,
    contents: { fr: { title: 'Préposé à l’entretien', description: 'Entretien des chambres.' } },
    category_id: 3,
    specialization_ids: [4, 5],
    experience_id: 1,
    schedule_ids: [2],
    education_id: null,
    certification_ids: [],
    skill_ids: [9],
    city_id: 88,
    address: '1 rue Principale',
    remote: false,
    open_to_canada: false,
    salary_min: 18.5,
    salary_max: null,
    salary_period: 'hour',
    positions: 2,
    expires_at: '2026-12-31',
  },
} as unknown as EmployerOfferDetail;

describe('duplicateOfferValues', () => {
  it('copies what the employer wrote, but not the end date of the first publication', () => {
    const copy = duplicateOfferValues(stored);
    expect(copy).toEqual({ ...offerValuesFrom(stored), expires_at: '' });
    expect(copy.contents.fr.title).toBe('Préposé à l’entretien');
    expect(copy.salary_min).toBe('18.5');
    expect(copy.specialization_ids).toEqual([4, 5]);
  });
});
