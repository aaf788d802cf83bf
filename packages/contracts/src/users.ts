import { z } from 'zod';
import { BilingualSchema, ClientFieldsSchema, dataOf, LanguageSchema } from './common.js';
import {
  ADDRESS_MAX,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_NOTE_MAX,
  APPLICATION_RATING_MAX,
  APPLICATION_RATING_MIN,
  DOCUMENT_TYPES,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  PHONE_MAX,
} from './constants.js';
import { AttributeSchema } from './reference.js';

export const GUARDS = ['jobboard', 'ats'] as const;
export type Guard = (typeof GUARDS)[number];
/** The API's guard names (employers are the `ats` guard). Not brand keys. */
export const CANDIDATE_GUARD = GUARDS[0];
export const EMPLOYER_GUARD = GUARDS[1];
/** The payload and query field naming a board (`jobboard`). */
export const BOARD_FIELD = 'jobboard';
export const GuardSchema = z.enum(GUARDS);
export const PERMISSIONS = ['manage_companies', 'manage_offers', 'manage_candidates'] as const;
export const PermissionNameSchema = z.enum(PERMISSIONS);
export type PermissionName = z.infer<typeof PermissionNameSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  language: LanguageSchema,
  /** `city_id`: the municipality (GET /cities) whose name `address` holds; null for free text. */
  location: z.object({
    address: z.string().nullable(),
    country: z.string().nullable(),
    city_id: z.number().int().nullable(),
  }),
  phone_number: z.string().nullable(),
  guard: GuardSchema,
  permissions: z.array(z.object({ name: PermissionNameSchema })),
  team: z
    .object({
      id: z.number().int(),
      name: z.string(),
      can_publish_on_partner_or_our_network: z.boolean(),
      /** Keys of the boards the team may publish on. */
      jobboards: z.array(z.string()),
      /**
       * What to call each of `jobboards`, in both languages: the label of its brand manifest, in
       * the same order. A board this deployment does not serve has no entry; show its key.
       */
      jobboard_labels: z.array(z.object({ name: z.string(), label: BilingualSchema })),
    })
    .nullable(),
});
export type User = z.infer<typeof UserSchema>;

const email = z
  .email()
  .max(EMAIL_MAX)
  .transform((e) => e.toLowerCase());
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const name = z.string().trim().min(1).max(PERSON_NAME_MAX);

export const LoginInputSchema = ClientFieldsSchema.extend({
  email,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export const CandidateSignupInputSchema = ClientFieldsSchema.extend({
  email,
  password,
  first_name: name,
  last_name: name,
  newsletter: z.boolean().optional(),
});
export const EmployerSignupInputSchema = CandidateSignupInputSchema.extend({
  company_name: name,
  team_size: z.string().max(20),
  phone_number: z.string().max(PHONE_MAX).optional(),
});
export const ForgotPasswordInputSchema = ClientFieldsSchema.extend({ email });
export const SecureLinkInputSchema = z.object({
  selector: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});
export const ResetPasswordInputSchema = SecureLinkInputSchema.extend({ password });
/**
 * POST /api/email-confirmation's answer. `next`: the page (a path on the link's board, in the
 * request's language) of the offer an apply-and-register sent once the address was proven, where
 * the new candidate lands instead of their profile.
 */
export const EmailConfirmedSchema = z.object({ message: z.string(), next: z.string().optional() });
export type EmailConfirmed = z.infer<typeof EmailConfirmedSchema>;
/**
 * What a secure link (a token mailed or handed to the ATS) is for: GET /check-secure-link/{type}/….
 * Here rather than in constants.ts: no browser code needs the list, only its schema's type.
 */
export const SECURE_LINK_TYPES = [
  'email-confirmation',
  'reset-password',
  'newsletter',
  'sso',
  'job-alert',
] as const;
export type SecureLinkType = (typeof SECURE_LINK_TYPES)[number];
/** GET /check-secure-link/{type}/{selector}/{token}: the link checked (an sso link is used). */
export const SecureLinkCheckSchema = dataOf(
  z.object({
    type: z.enum(SECURE_LINK_TYPES),
    email: z.string().nullable(),
    /** Whose link it is (a reset page sends an employer to the employer login). */
    guard: GuardSchema.nullable().optional(),
    user: UserSchema.nullable().optional(),
  }),
);
export type SecureLinkCheck = z.infer<typeof SecureLinkCheckSchema>;
/** What the pages send; the client types are these, the schemas only run on the server. */
export type LoginInput = z.input<typeof LoginInputSchema>;
export type CandidateSignupInput = z.input<typeof CandidateSignupInputSchema>;
export type EmployerSignupInput = z.input<typeof EmployerSignupInputSchema>;
export const ChangePasswordInputSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX),
  password,
});

/** POST /jobboard/{board}/user/info and PUT /ats/profile. Phone checked against the country. */
export const UserInfoInputSchema = ClientFieldsSchema.extend({
  first_name: name,
  last_name: name,
  language: LanguageSchema,
  phone_number: z.string().trim().max(PHONE_MAX).nullish(),
  location: z
    .object({
      address: z.string().trim().max(ADDRESS_MAX).nullish(),
      country: z.string().length(2).nullish(),
      /** A municipality of GET /cities; in Canada the city is one (its name becomes `address`). */
      city_id: z.number().int().positive().nullish(),
    })
    .optional(),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;
export type UserInfoInput = z.input<typeof UserInfoInputSchema>;

export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);
export const DocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: DocumentTypeSchema,
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type UserDocument = z.infer<typeof DocumentSchema>;
export const DocumentRenameInputSchema = z.object({
  name: z.string().trim().min(1).max(150),
  type: DocumentTypeSchema.optional(),
});
/** Accepted content of an upload, checked by sniffing the bytes (the limit: MAX_DOCUMENT_BYTES). */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'text/plain',
] as const;
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** A candidate's skill: a skill attribute (reference type "skill") and a level from 1 to 5. */
export const UserSkillSchema = z.object({
  id: z.number().int(),
  skill: AttributeSchema,
  level: z.number().int().min(1).max(5),
});
export type UserSkill = z.infer<typeof UserSkillSchema>;
export const UserSkillInputSchema = z.object({
  skill_id: z.number().int().positive(),
  level: z.number().int().min(1).max(5),
});
export type UserSkillInput = z.infer<typeof UserSkillInputSchema>;
export const SpecializationsInputSchema = z.object({
  specialization_ids: z.array(z.number().int().positive()).max(30),
});

export const ApplyInputSchema = ClientFieldsSchema.extend({
  resume_id: z.number().int().positive(),
  cover_letter_id: z.number().int().positive().nullish(),
  /** To the employer, shown on the application (docs/candidates.md). */
  message: z.string().max(APPLICATION_MESSAGE_MAX).nullish(),
});

/**
 * Where an application stands (docs/candidates.md). The employer moves it through the first six;
 * the first opening by the employer turns `received` into `viewed`; `withdrawn` is the candidate's
 * alone.
 */
export const APPLICATION_STAGES = [
  'received',
  'viewed',
  'in_review',
  'interview',
  'offer',
  'not_retained',
  'withdrawn',
] as const;
export const ApplicationStageSchema = z.enum(APPLICATION_STAGES);
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;
/** The stages an employer may set (not `withdrawn`, which only the candidate sets). */
export const EMPLOYER_APPLICATION_STAGES = APPLICATION_STAGES.filter(
  (s): s is Exclude<ApplicationStage, 'withdrawn'> => s !== 'withdrawn',
);
export const EmployerApplicationStageSchema = z.enum(EMPLOYER_APPLICATION_STAGES);
export type EmployerApplicationStage = z.infer<typeof EmployerApplicationStageSchema>;
/** Stages whose change the candidate hears about by mail (when the board allows it). */
export const NOTIFIED_APPLICATION_STAGES: readonly ApplicationStage[] = [
  'in_review',
  'interview',
  'offer',
  'not_retained',
];

/**
 * Seconds an employer may undo a stage change (the toast's « Annuler »). The candidate's mail
 * waits longer for the stage to stay put (the server's STAGE_MAIL_DELAY_SECONDS, which may not be
 * shorter but for 0, at once, in tests): an undone change is never mailed.
 */
export const STAGE_UNDO_SECONDS = 10;

/** PUT …/applications/{applicationId}/stage. */
export const ApplicationStageInputSchema = z.object({ stage: EmployerApplicationStageSchema });
/** POST …/applications/stage: several applications of one offer at once. */
export const BulkApplicationStageInputSchema = z.object({
  application_ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_items' }),
  stage: EmployerApplicationStageSchema,
});
export const BulkApplicationStageResultSchema = z.object({
  data: z.object({
    /** The applications whose stage changed (not those already there, nor withdrawn ones). */
    updated: z.array(z.number().int()),
  }),
});
export type BulkApplicationStageResult = z.infer<typeof BulkApplicationStageResultSchema>;

export const ApplicationSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  stage: ApplicationStageSchema,
  stage_changed_at: z.iso.datetime({ offset: true }),
  /**
   * Null once the candidate deleted their account: the application stays, without name, contact
   * or document (docs/privacy.md).
   */
  candidate: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone_number: z.string().nullable(),
    })
    .nullable(),
  documents: z.array(DocumentSchema),
  message: z.string().nullable(),
  /** The team's rating, 1–5, or null (team only: never in a candidate's answer). */
  rating: z.number().int().min(APPLICATION_RATING_MIN).max(APPLICATION_RATING_MAX).nullable(),
  /** How many notes the team wrote on it (GET …/notes lists them). */
  notes_count: z.number().int(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** A team member's note on an application (docs/employers.md#notes-rating-and-export). */
export const ApplicationNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** Null once the member who wrote it deleted their account. */
  author: z
    .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
    .nullable(),
});
export type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;
/** GET …/applications/{applicationId}/notes: oldest first. */
export const ApplicationNotesSchema = z.object({ data: z.array(ApplicationNoteSchema) });
export type ApplicationNotes = z.infer<typeof ApplicationNotesSchema>;
/** POST …/applications/{applicationId}/notes: trimmed, not empty, at most APPLICATION_NOTE_MAX. */
export const ApplicationNoteInputSchema = z.object({
  body: z.string().trim().min(1).max(APPLICATION_NOTE_MAX),
});
export type ApplicationNoteInput = z.input<typeof ApplicationNoteInputSchema>;
/** PUT …/applications/{applicationId}/rating: a whole number 1–5, or null to clear it. */
export const ApplicationRatingInputSchema = z.object({
  rating: z.number().int().min(APPLICATION_RATING_MIN).max(APPLICATION_RATING_MAX).nullable(),
});
export type ApplicationRatingInput = z.input<typeof ApplicationRatingInputSchema>;
export const ApplicationRatingSchema = z.object({
  data: z.object({ rating: ApplicationRatingInputSchema.shape.rating }),
});

/** GET /jobboard/{board}/user/applications: the candidate's own applications, newest first. */
export const CandidateApplicationSchema = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  stage: ApplicationStageSchema,
  stage_changed_at: z.iso.datetime({ offset: true }),
  offer: z.object({
    id: z.number().int(),
    /** Title and slug per language (the offer's primary language as fallback). */
    contents: z.object({
      fr: z.object({ title: z.string(), slug: z.string() }).optional(),
      en: z.object({ title: z.string(), slug: z.string() }).optional(),
    }),
    primary_language: LanguageSchema,
    /** Null when the offer is confidential. */
    company: z
      .object({ id: z.number().int(), name_fr: z.string(), name_en: z.string() })
      .nullable(),
    /** Whether its page still opens on this board (published here, not expired). */
    listed: z.boolean(),
    /**
     * The offer's team closed its account: the offer is gone and no employer reads the
     * application any more; it stays in the list as it was (never listed).
     */
    closed: z.boolean(),
  }),
  /**
   * The board the application was sent on (its label), and the offer's page there, on that
   * board's canonical origin, in each language, while the offer is listed on it (else null):
   * the way to an offer this board does not show. Null for a board this deployment does not
   * serve.
   */
  applied_on: z
    .object({
      board: z.string(),
      label: BilingualSchema,
      url: BilingualSchema.nullable(),
    })
    .nullable(),
});
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;
export const CandidateApplicationsSchema = z.object({ data: z.array(CandidateApplicationSchema) });
export type CandidateApplications = z.infer<typeof CandidateApplicationsSchema>;

export const NewsletterInputSchema = ClientFieldsSchema.extend({ email });
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;
/**
 * POST /jobboard/{jobboard}/news-letter/confirm and …/news-letter/unsubscribe: the e-mail and
 * token of the link's page (/news-letter-confirmation/{email}/{token},
 * /jobboard_news_letter/unsubscribe/{email}/{token}).
 */
export const NewsletterLinkInputSchema = ClientFieldsSchema.extend({
  email,
  token: z.string().regex(/^[A-Za-z0-9_.-]{16,200}$/),
});
/** The newsletter's answers: a localized `message`. */
export const NewsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>;
/** GET /ats/auth/sso-tokens: a single-use split token for the ATS (a public selector, a secret). */
export const SsoTokensSchema = z.object({ selector: z.string(), token: z.string() });
export type SsoTokens = z.infer<typeof SsoTokensSchema>;
