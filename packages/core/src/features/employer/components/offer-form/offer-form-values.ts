import type {
  CityMatch,
  EmployerOfferDetail,
  NocJobTitle,
  OfferAttributesInput,
  OfferDetailsInput,
  OfferInputValues,
  OfferSpecificationsInput,
} from '@jobboard/contracts';

export const OFFER_STEPS = ['details', 'attributes', 'specifications'] as const;
export type OfferFormStep = (typeof OFFER_STEPS)[number];

type Lang = 'fr' | 'en';
export interface ContentValues {
  title: string;
  description: string;
}

/** The form's state: what the inputs hold (numbers typed as text stay text until sent). */
export interface OfferFormValues {
  company_id: number | null;
  primary_language: Lang;
  is_confidential: boolean;
  noc_job_title_id: number | null;
  /** The chosen NOC title, to show it (the stored offer gives only its id). */
  noc: NocJobTitle | null;
  contents: Record<Lang, ContentValues>;
  category_id: number | null;
  specialization_ids: number[];
  experience_id: number | null;
  schedule_ids: number[];
  education_id: number | null;
  certification_ids: number[];
  skill_ids: number[];
  city_id: number | null;
  /** The picked municipality, to show it (the stored offer gives only its id). */
  city: CityMatch | null;
  /**
   * The city field's text while no municipality is picked (kept when the step is left and
   * opened again): on sending, it names one by its whole name (components/forms/city-name.ts).
   */
  city_text: string;
  address: string;
  /** Done from home; open to applicants anywhere in Canada (asked with the place of work). */
  remote: boolean;
  open_to_canada: boolean;
  salary_min: string;
  salary_max: string;
  salary_period: 'hour' | 'year';
  positions: string;
  expires_at: string;
}

export function emptyOfferValues(lang: Lang, companyId: number | null = null): OfferFormValues {
  return {
    company_id: companyId,
    primary_language: lang,
    is_confidential: false,
    noc_job_title_id: null,
    noc: null,
    contents: { fr: { title: '', description: '' }, en: { title: '', description: '' } },
    category_id: null,
    specialization_ids: [],
    experience_id: null,
    schedule_ids: [],
    education_id: null,
    certification_ids: [],
    skill_ids: [],
    city_id: null,
    city: null,
    city_text: '',
    address: '',
    remote: false,
    open_to_canada: false,
    salary_min: '',
    salary_max: '',
    salary_period: 'year',
    positions: '1',
    expires_at: '',
  };
}

/** The stored offer (GET /ats/offers/{id} `form`) as the form's state, to edit it. */
export function offerValuesFrom(offer: EmployerOfferDetail): OfferFormValues {
  const f = offer.form;
  const num = (n: number | null) => (n === null ? '' : String(n));
  return {
    company_id: f.company_id,
    primary_language: f.primary_language,
    is_confidential: f.is_confidential,
    noc_job_title_id: f.noc_job_title_id,
    noc: null,
    contents: {
      fr: { title: f.contents.fr?.title ?? '', description: f.contents.fr?.description ?? '' },
      en: { title: f.contents.en?.title ?? '', description: f.contents.en?.description ?? '' },
    },
    category_id: f.category_id,
    specialization_ids: f.specialization_ids,
    experience_id: f.experience_id,
    schedule_ids: f.schedule_ids,
    education_id: f.education_id,
    certification_ids: f.certification_ids,
    skill_ids: f.skill_ids,
    city_id: f.city_id,
    city: null,
    city_text: '',
    address: f.address ?? '',
    remote: f.remote ?? false,
    open_to_canada: f.open_to_canada ?? false,
    salary_min: num(f.salary_min),
    salary_max: num(f.salary_max),
    salary_period: f.salary_period,
    positions: String(f.positions),
    expires_at: f.expires_at ?? '',
  };
}

/**
 * A new offer's values copied from another (« Dupliquer »): everything the employer wrote, but
 * not its end date, which belongs to the first offer's publication; saved, it is a new draft.
 */
export function duplicateOfferValues(offer: EmployerOfferDetail): OfferFormValues {
  return { ...offerValuesFrom(offer), expires_at: '' };
}

/**
 * Values the server must judge are sent as typed: an empty required choice goes as null and a
 * number that does not parse as its text, so the answer is the server's field message.
 */
const numberOrText = (text: string): number | null => {
  // "60 000" and "17,50" as a French-speaking person types them.
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return (Number.isFinite(n) ? n : t) as number;
};
const required = <T>(value: T | null): T => value as T;

export function detailsPayload(v: OfferFormValues): OfferDetailsInput {
  const contents: OfferDetailsInput['contents'] = {};
  for (const lang of ['fr', 'en'] as const) {
    const c = v.contents[lang];
    // The other language is all or nothing: an untouched one is left out, and so is one whose
    // title only the NOC picker filled (the person did not write in that language).
    const nocTitle = (lang === 'fr' ? v.noc?.title_fr : v.noc?.title_en)?.trim();
    const onlyNoc = !!nocTitle && c.title.trim() === nocTitle && !c.description.trim();
    if (lang === v.primary_language || ((c.title.trim() || c.description.trim()) && !onlyNoc)) {
      contents[lang] = { title: c.title, description: c.description };
    }
  }
  return {
    company_id: required(v.company_id),
    primary_language: v.primary_language,
    is_confidential: v.is_confidential,
    noc_job_title_id: v.noc_job_title_id,
    contents,
  };
}

export function attributesPayload(v: OfferFormValues): OfferAttributesInput {
  return {
    category_id: required(v.category_id),
    specialization_ids: v.specialization_ids,
    experience_id: required(v.experience_id),
    schedule_ids: v.schedule_ids,
    education_id: v.education_id,
    certification_ids: v.certification_ids,
    skill_ids: v.skill_ids,
  };
}

/** The place of work of step 3, sent with the whole offer (the API has them with the details). */
export const workplacePayload = (v: OfferFormValues) => ({
  remote: v.remote,
  open_to_canada: v.open_to_canada,
});

/** Pay that reads as the other period (issue 36: 25,50–30 « par année »). */
export const YEARLY_PAY_FLOOR = 1000;
export const HOURLY_PAY_CEILING = 500;

/**
 * The period the pay amounts most likely mean when it is not the one chosen: a yearly pay under
 * YEARLY_PAY_FLOOR reads as hourly, an hourly one over HOURLY_PAY_CEILING as yearly. A warning,
 * never a rule: the offer is saved as the employer says.
 */
export function otherPayPeriod(v: OfferFormValues): 'hour' | 'year' | null {
  const amounts = [numberOrText(v.salary_min), numberOrText(v.salary_max)].filter(
    (n): n is number => typeof n === 'number' && n > 0,
  );
  if (amounts.length === 0) return null;
  if (v.salary_period === 'year' && Math.max(...amounts) < YEARLY_PAY_FLOOR) return 'hour';
  if (v.salary_period === 'hour' && Math.max(...amounts) > HOURLY_PAY_CEILING) return 'year';
  return null;
}

export function specificationsPayload(v: OfferFormValues): OfferSpecificationsInput {
  const positions = numberOrText(v.positions);
  return {
    city_id: required(v.city_id),
    address: v.address.trim() || null,
    salary_min: numberOrText(v.salary_min),
    salary_max: numberOrText(v.salary_max),
    salary_period: v.salary_period,
    ...(positions === null ? {} : { positions }),
    expires_at: v.expires_at || null,
  };
}

export function offerPayload(v: OfferFormValues): OfferInputValues {
  return {
    ...detailsPayload(v),
    ...workplacePayload(v),
    ...attributesPayload(v),
    ...specificationsPayload(v),
  };
}

/**
 * The choices of a step that are still empty, each with its catalog message ("Choose a
 * category"): the form says so itself instead of sending nulls for the server to name.
 */
export function emptyChoices(step: OfferFormStep, v: OfferFormValues): Record<string, string> {
  const empty: Record<string, string> = {};
  if (step === 'details' && v.company_id === null)
    empty.company_id = 'employer.offer.choose.company';
  if (step === 'attributes') {
    if (v.category_id === null) empty.category_id = 'employer.offer.choose.category';
    if (v.experience_id === null) empty.experience_id = 'employer.offer.choose.experience';
    if (v.schedule_ids.length === 0) empty.schedule_ids = 'employer.offer.choose.schedule';
  }
  if (step === 'specifications' && v.city_id === null) empty.city_id = 'employer.offer.choose.city';
  return empty;
}

const STEP_FIELDS: Record<OfferFormStep, string[]> = {
  details: ['company_id', 'primary_language', 'is_confidential', 'noc_job_title_id', 'contents'],
  attributes: [
    'category_id',
    'specialization_ids',
    'experience_id',
    'schedule_ids',
    'education_id',
    'certification_ids',
    'skill_ids',
  ],
  specifications: [
    'city_id',
    'address',
    'remote',
    'open_to_canada',
    'salary_min',
    'salary_max',
    'salary_period',
    'positions',
    'expires_at',
  ],
};

/** The step a field error belongs to ("contents.fr.title" → details; "skill_ids.3" → attributes). */
export function stepOfField(path: string): OfferFormStep | null {
  const head = path.split('.')[0] ?? '';
  return OFFER_STEPS.find((s) => STEP_FIELDS[s].includes(head)) ?? null;
}

/** Errors keyed by dotted path, first message each; array items ("skill_ids.3") go to the list. */
export function fieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const key = path.replace(/\.\d+$/, '');
    if (!(key in out) && messages[0]) out[key] = messages[0];
  }
  return out;
}
