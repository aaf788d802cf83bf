import type { Language } from '@jobboard/contracts';

/**
 * Server-side messages (errors and validation), French and English. Kept small on purpose: the
 * client's catalogs hold every visible word; these are the `message` fields of SPEC §8 answers
 * that the client shows as they are (403 toasts, 422 field errors, 500 toasts).
 */
const fr = {
  server_error: 'Erreur du serveur. Veuillez réessayer plus tard.',
  not_found: "Cette page n'a pas pu être trouvée.",
  resource_not_found: "La ressource demandée n'existe pas.",
  board_not_found: 'Site d’emploi inconnu : {board}',
  unauthorized: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  candidate_only: 'Cette section est réservée aux candidats.',
  employer_only: 'Cette section est réservée aux employeurs.',
  missing_permission: 'Permission requise : {permissions}.',
  invalid_grant: 'Les identifiants fournis sont invalides.',
  email_not_verified: 'Veuillez confirmer votre adresse courriel.',
  validation_failed: 'Les données fournies sont invalides.',
  malformed_request: 'La requête est mal formée.',
  payload_too_large: 'La requête est trop volumineuse.',
  file_too_large: 'Le fichier dépasse la taille maximale permise.',
  unsupported_media_type: 'Type de contenu non pris en charge.',
  unsupported_file_type: 'Type de fichier non pris en charge.',
  too_many_requests: 'Trop de tentatives. Veuillez réessayer dans un moment.',
  conflict: 'Cette ressource existe déjà.',
  link_invalid: 'Ce lien est invalide.',
  link_expired: 'Ce lien a expiré.',
  link_used: 'Ce lien a déjà été utilisé.',
  // Validation (422 field messages)
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalid_type': 'Ce champ est invalide.',
  'validation.too_short': 'Ce champ doit contenir au moins {min} caractères.',
  'validation.too_long': 'Ce champ ne doit pas dépasser {max} caractères.',
  'validation.too_small': 'Cette valeur doit être d’au moins {min}.',
  'validation.too_big': 'Cette valeur ne doit pas dépasser {max}.',
  'validation.too_few_items': 'Choisissez au moins {min} élément(s).',
  'validation.too_many_items': 'Choisissez au plus {max} élément(s).',
  'validation.invalid_email': 'Veuillez entrer une adresse courriel valide.',
  'validation.invalid_url': 'Veuillez entrer une adresse Web valide.',
  'validation.invalid_date': 'Veuillez entrer une date valide.',
  'validation.invalid_format': 'Le format de ce champ est invalide.',
  'validation.invalid_value': 'Cette valeur n’est pas permise.',
  'validation.invalid_phone': 'Veuillez entrer un numéro de téléphone valide.',
  'validation.invalid_characters': 'Ce champ contient des caractères invalides.',
  'validation.unknown_field': 'Ce champ n’est pas permis.',
} as const;

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = {
  server_error: 'Server error. Please try again later.',
  not_found: 'This page could not be found.',
  resource_not_found: 'The requested resource does not exist.',
  board_not_found: 'Unknown job board: {board}',
  unauthorized: 'You must be signed in.',
  forbidden: 'You do not have access to this resource.',
  candidate_only: 'This section is for candidates.',
  employer_only: 'This section is for employers.',
  missing_permission: 'Permission required: {permissions}.',
  invalid_grant: 'The provided credentials are invalid.',
  email_not_verified: 'Please confirm your e-mail address.',
  validation_failed: 'The given data was invalid.',
  malformed_request: 'The request is malformed.',
  payload_too_large: 'The request is too large.',
  file_too_large: 'The file exceeds the maximum allowed size.',
  unsupported_media_type: 'Unsupported content type.',
  unsupported_file_type: 'Unsupported file type.',
  too_many_requests: 'Too many attempts. Please try again in a moment.',
  conflict: 'This resource already exists.',
  link_invalid: 'This link is invalid.',
  link_expired: 'This link has expired.',
  link_used: 'This link has already been used.',
  'validation.required': 'This field is required.',
  'validation.invalid_type': 'This field is invalid.',
  'validation.too_short': 'This field must be at least {min} characters.',
  'validation.too_long': 'This field may not be greater than {max} characters.',
  'validation.too_small': 'This value must be at least {min}.',
  'validation.too_big': 'This value may not be greater than {max}.',
  'validation.too_few_items': 'Choose at least {min} item(s).',
  'validation.too_many_items': 'Choose at most {max} item(s).',
  'validation.invalid_email': 'Please enter a valid e-mail address.',
  'validation.invalid_url': 'Please enter a valid web address.',
  'validation.invalid_date': 'Please enter a valid date.',
  'validation.invalid_format': 'The format of this field is invalid.',
  'validation.invalid_value': 'This value is not allowed.',
  'validation.invalid_phone': 'Please enter a valid phone number.',
  'validation.invalid_characters': 'This field contains invalid characters.',
  'validation.unknown_field': 'This field is not allowed.',
};

const catalogs: Record<Language, Record<MessageKey, string>> = { fr, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(fr, value);
}

/** Translates a key, replacing {name} placeholders. */
export function t(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
