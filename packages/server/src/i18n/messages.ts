import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Language } from '@jobboard/contracts';

/**
 * Server-side messages (errors and validation), French and English. Kept small on purpose: the
 * client's catalogs hold every visible word; these are the `message` fields of the API's error answers
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
  too_many_searches:
    'Trop de recherches en peu de temps. Veuillez réessayer dans {seconds, plural, one {# seconde} other {# secondes}}.',
  service_unavailable: 'Le service est très sollicité. Veuillez réessayer dans quelques secondes.',
  database_unavailable:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  cross_site_request:
    'Cette requête vient d’un autre site et a été refusée. Rechargez la page et réessayez.',
  login_throttled:
    'Trop de tentatives de connexion pour ce compte. Réessayez dans {minutes} min, ou réinitialisez votre mot de passe.',
  conflict: 'Cette ressource existe déjà.',
  link_invalid: 'Ce lien est invalide.',
  link_expired: 'Ce lien a expiré.',
  link_used: 'Ce lien a déjà été utilisé.',
  link_no_longer_valid: 'Ce lien n’est plus valide.',
  newsletter_requested:
    'Merci! Si cette adresse n’est pas déjà abonnée, un courriel de confirmation vient de lui être envoyé.',
  newsletter_confirmed: 'Votre abonnement à l’infolettre est confirmé.',
  newsletter_unsubscribed: 'Vous êtes désabonné de l’infolettre.',
  offer_report_sent: 'Merci! Votre signalement a été transmis à l’équipe du site.',
  'offer_report_reason.scam': 'Arnaque ou hameçonnage',
  'offer_report_reason.discriminatory': 'Contenu discriminatoire ou offensant',
  'offer_report_reason.misleading': 'Renseignements faux ou trompeurs',
  'offer_report_reason.not_a_job': 'Ce n’est pas une offre d’emploi',
  'offer_report_reason.expired': 'Poste déjà pourvu ou offre périmée',
  'offer_report_reason.other': 'Autre raison',
  alert_created: 'Votre alerte est enregistrée : vous recevrez ces offres par courriel.',
  alert_requested:
    'Presque fini! Un courriel vient d’être envoyé à {email} : suivez son lien pour activer votre alerte.',
  alert_confirmed:
    'Votre alerte est activée : les nouveaux emplois vous seront envoyés par courriel.',
  alert_unsubscribed: 'Vous ne recevrez plus cette alerte.',
  alert_limit: 'Vous avez atteint le nombre maximal d’alertes ({max}). Supprimez-en une d’abord.',
  saved_offers_limit:
    'Vous avez atteint le nombre maximal d’emplois sauvegardés ({max}). Retirez-en un d’abord.',
  'alert.any': 'Toutes les offres',
  'alert.pay_shown': 'Salaire affiché',
  'alert.posted': '{days, plural, =1 {Dernières 24 heures} other {# derniers jours}}',
  'alert.pay_min_hour': 'Au moins {amount} $ de l’heure',
  'alert.pay_min_year': 'Au moins {amount} $ par année',
  'alert.city_radius': '{cities}, dans un rayon de {km} km',
  // Validation (422 field messages)
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalid_type': 'Ce champ est invalide.',
  'validation.too_short':
    'Ce champ doit contenir au moins {min, plural, one {# caractère} other {# caractères}}.',
  'validation.too_long':
    'Ce champ ne doit pas dépasser {max, plural, one {# caractère} other {# caractères}}.',
  'validation.too_small': 'Cette valeur doit être d’au moins {min}.',
  'validation.too_big': 'Cette valeur ne doit pas dépasser {max}.',
  'validation.too_few_items':
    'Choisissez au moins {min, plural, one {# élément} other {# éléments}}.',
  'validation.too_many_items':
    'Choisissez au plus {max, plural, one {# élément} other {# éléments}}.',
  'validation.invalid_email': 'Veuillez entrer une adresse courriel valide.',
  'validation.invalid_url': 'Veuillez entrer une adresse Web valide.',
  'validation.invalid_date': 'Veuillez entrer une date valide.',
  'validation.invalid_format': 'Le format de ce champ est invalide.',
  'validation.invalid_value': 'Cette valeur n’est pas permise.',
  'validation.invalid_phone': 'Veuillez entrer un numéro de téléphone valide.',
  'validation.city': 'Choisissez une ville dans la liste.',
  'validation.invalid_characters': 'Ce champ contient des caractères invalides.',
  'validation.unknown_field': 'Ce champ n’est pas permis.',
  // Employer area (companies, offers, publishing, checkout)
  team_manager_only: 'Seul un membre qui détient toutes les permissions peut gérer l’équipe.',
  already_in_team: 'Votre compte fait déjà partie d’une équipe.',
  team_remove_yourself: 'Vous ne pouvez pas vous retirer vous-même de l’équipe.',
  invitation_for_another_address:
    'Cette invitation a été envoyée à une autre adresse : déconnectez-vous pour l’accepter.',
  team_invitations_limit:
    'Votre équipe a envoyé le nombre maximal d’invitations aujourd’hui ({max}). Réessayez demain.',
  'validation.permissions_not_held': 'Vous ne pouvez donner que des permissions que vous détenez.',
  'validation.invitee_has_account':
    'Cette adresse a déjà un compte employeur : elle ne peut pas être invitée.',
  'validation.invitee_is_member': 'Cette personne fait déjà partie de votre équipe.',
  no_team: 'Votre compte n’est rattaché à aucune équipe.',
  board_not_allowed: 'Votre équipe ne peut pas publier sur ce site d’emploi ({board}).',
  company_incomplete:
    'Complétez le profil de l’entreprise ({fields}) avant de publier cette offre.',
  offer_expired: 'Cette offre est expirée : changez sa date d’expiration avant de la publier.',
  single_posting_unavailable:
    'L’achat d’un affichage à l’unité n’est pas offert sur ce site d’emploi.',
  checkout_not_found: 'Aucune session de paiement pour cette offre.',
  offer_already_published: 'Cette offre est déjà publiée sur ce site d’emploi.',
  'company_field.name': 'nom',
  'company_field.description': 'description',
  'validation.current_password': 'Le mot de passe actuel est incorrect.',
  'validation.salary_range': 'Le salaire maximum doit être supérieur ou égal au salaire minimum.',
  'validation.pay_range_required':
    '{board} exige une fourchette salariale : indiquez le salaire minimum (ou maximum) de l’offre avant de la publier.',
  'validation.french_version_required':
    '{board} exige la version française de l’offre (titre et description) : ajoutez-la avant de la publier.',
  'validation.application_withdrawn':
    'Le candidat a retiré cette candidature : son étape ne peut plus changer.',
  'validation.date_in_future': 'La date doit être dans le futur.',
  'validation.date_too_far': 'La date doit être dans moins d’un an.',
  'validation.duplicate_items': 'Chaque élément ne peut être choisi qu’une seule fois.',
  'validation.specialization_category':
    'Cette spécialisation n’appartient pas à la catégorie choisie.',
  'validation.redirect_not_allowed': 'Cette adresse doit appartenir à ce site.',
  'test_checkout.title': 'Paiement de test',
  'test_checkout.notice':
    'Ceci est une page de paiement de TEST : aucun paiement réel n’est effectué.',
  'test_checkout.item': 'Affichage d’une offre à l’unité sur {board}',
  'test_checkout.pay': 'Payer (test)',
  'test_checkout.cancel': 'Annuler',
  'test_checkout.closed': 'Cette session de paiement est terminée ({status}).',
  // Candidate and auth calls (sign-up, sign-in, links, profile, documents, applications)
  email_already_confirmed: 'Votre adresse courriel est déjà confirmée.',
  email_confirmed: 'Votre adresse courriel est confirmée. Merci!',
  email_confirmation_sent: 'Un nouveau lien de confirmation a été envoyé à {email}.',
  signup_check_email:
    'Merci! Un courriel vient d’être envoyé à {email} : suivez son lien pour terminer votre inscription.',
  apply_register_check_email:
    'Merci! Un courriel vient d’être envoyé à {email} : il vous indique comment poursuivre votre candidature.',
  password_reset_sent:
    'Si un compte existe pour cette adresse, un courriel avec un lien de réinitialisation vient d’être envoyé.',
  password_reset_done: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  already_applied: 'Vous avez déjà postulé à cette offre.',
  apply_needs_confirmed_email:
    'Confirmez d’abord votre adresse courriel : les employeurs ne reçoivent que des candidatures venant d’adresses confirmées. Suivez le lien du courriel de confirmation, ou demandez-en un nouveau.',
  document_in_use:
    'Ce document est joint à une candidature envoyée : l’employeur peut encore le consulter, il ne peut donc pas être supprimé.',
  'validation.email_taken': 'Un compte existe déjà avec cette adresse courriel.',
  'validation.unsupported_document':
    'Ce fichier n’est pas un document accepté (PDF, Word, OpenDocument, RTF ou texte).',
  'validation.documents_limit': 'Vous avez atteint le nombre maximal de documents ({max}).',
  'validation.documents_storage_full':
    'Ce document dépasserait l’espace permis pour vos documents ({max} Mo) : supprimez-en un pour faire de la place.',
  'validation.document_not_found': 'Ce document est introuvable dans votre profil.',
  'validation.skill_exists': 'Cette compétence est déjà dans votre profil.',
  'mail.footer':
    'Ce courriel vous est envoyé par {board} ({host}). C’est un envoi automatique : merci de ne pas y répondre.',
  'mail.alert_more': '… et {count, plural, one {# autre emploi} other {# autres emplois}}.',
  'mail.for_you_skills': '{count, plural, one {# de vos compétences} other {# de vos compétences}}',
  'mail.for_you_near': '{city}, à moins de {km} km',
  'mail.for_you_remote': 'Télétravail',
  'csv.first_name': 'Prénom',
  'csv.last_name': 'Nom',
  'csv.email': 'Courriel',
  'csv.phone': 'Téléphone',
  'csv.stage': 'Étape',
  'csv.applied_on': 'Date de candidature',
  'csv.rating': 'Note (1 à 5)',
  'csv.file_name': 'candidatures-offre-{id}',
  'stage.received': 'Reçue',
  'stage.viewed': 'Consultée',
  'stage.in_review': 'En cours d’analyse',
  'stage.interview': 'Entrevue',
  'stage.offer': 'Offre',
  'stage.not_retained': 'Non retenue',
  'stage.withdrawn': 'Retirée',
  for_you_unsubscribed: 'Vous ne recevrez plus les offres pour vous par courriel.',
  data_export_requested:
    'Nous préparons vos données : un lien pour les télécharger vous sera envoyé par courriel, valide {hours} heures.',
  data_export_expired:
    'Ce lien de téléchargement a expiré : demandez une nouvelle copie de vos données.',
  last_team_admin:
    'Vous êtes le dernier administrateur de votre équipe : donnez tous les droits à un autre membre avant de supprimer votre compte.',
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
  too_many_searches:
    'Too many searches in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  service_unavailable: 'The service is very busy. Please try again in a few seconds.',
  database_unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  cross_site_request:
    'This request comes from another site and was refused. Reload the page and try again.',
  login_throttled:
    'Too many sign-in attempts for this account. Try again in {minutes} min, or reset your password.',
  conflict: 'This resource already exists.',
  link_invalid: 'This link is invalid.',
  link_expired: 'This link has expired.',
  link_used: 'This link has already been used.',
  link_no_longer_valid: 'This link is no longer valid.',
  newsletter_requested:
    'Thank you! Unless this address is already subscribed, a confirmation e-mail has just been sent to it.',
  newsletter_confirmed: 'Your newsletter subscription is confirmed.',
  newsletter_unsubscribed: 'You are unsubscribed from the newsletter.',
  offer_report_sent: 'Thank you! Your report was sent to the site’s team.',
  'offer_report_reason.scam': 'Scam or phishing',
  'offer_report_reason.discriminatory': 'Discriminatory or offensive content',
  'offer_report_reason.misleading': 'False or misleading information',
  'offer_report_reason.not_a_job': 'Not a job offer',
  'offer_report_reason.expired': 'Position already filled or offer out of date',
  'offer_report_reason.other': 'Another reason',
  alert_created: 'Your alert is saved: you will get these offers by e-mail.',
  alert_requested:
    'Almost done! An e-mail was just sent to {email}: follow its link to turn your alert on.',
  alert_confirmed: 'Your alert is on: new jobs will be sent to you by e-mail.',
  alert_unsubscribed: 'You will no longer receive this alert.',
  alert_limit: 'You have reached the maximum number of alerts ({max}). Delete one first.',
  saved_offers_limit:
    'You have reached the maximum number of saved jobs ({max}). Remove one first.',
  'alert.any': 'All offers',
  'alert.pay_shown': 'Pay shown',
  'alert.posted': '{days, plural, =1 {Last 24 hours} other {Last # days}}',
  'alert.pay_min_hour': 'At least ${amount} an hour',
  'alert.city_radius': '{cities}, within {km} km',
  'alert.pay_min_year': 'At least ${amount} a year',
  'validation.required': 'This field is required.',
  'validation.invalid_type': 'This field is invalid.',
  'validation.too_short':
    'This field must be at least {min, plural, one {# character} other {# characters}}.',
  'validation.too_long':
    'This field may not be greater than {max, plural, one {# character} other {# characters}}.',
  'validation.too_small': 'This value must be at least {min}.',
  'validation.too_big': 'This value may not be greater than {max}.',
  'validation.too_few_items': 'Choose at least {min, plural, one {# item} other {# items}}.',
  'validation.too_many_items': 'Choose at most {max, plural, one {# item} other {# items}}.',
  'validation.invalid_email': 'Please enter a valid e-mail address.',
  'validation.invalid_url': 'Please enter a valid web address.',
  'validation.invalid_date': 'Please enter a valid date.',
  'validation.invalid_format': 'The format of this field is invalid.',
  'validation.invalid_value': 'This value is not allowed.',
  'validation.invalid_phone': 'Please enter a valid phone number.',
  'validation.city': 'Choose a city from the list.',
  'validation.invalid_characters': 'This field contains invalid characters.',
  'validation.unknown_field': 'This field is not allowed.',
  team_manager_only: 'Only a member who holds every permission may manage the team.',
  already_in_team: 'Your account already belongs to a team.',
  team_remove_yourself: 'You cannot remove yourself from the team.',
  invitation_for_another_address:
    'This invitation was sent to another address: sign out to accept it.',
  team_invitations_limit:
    'Your team has sent the most invitations allowed today ({max}). Try again tomorrow.',
  'validation.permissions_not_held': 'You may only give permissions that you hold.',
  'validation.invitee_has_account':
    'This address already has an employer account: it cannot be invited.',
  'validation.invitee_is_member': 'This person is already a member of your team.',
  no_team: 'Your account does not belong to a team.',
  board_not_allowed: 'Your team cannot publish on this job board ({board}).',
  company_incomplete: 'Complete the company profile ({fields}) before publishing this offer.',
  offer_expired: 'This offer has expired: change its expiry date before publishing it.',
  single_posting_unavailable: 'Single job postings are not offered on this job board.',
  checkout_not_found: 'There is no checkout session for this offer.',
  offer_already_published: 'This offer is already published on this job board.',
  'company_field.name': 'name',
  'company_field.description': 'description',
  'validation.current_password': 'The current password is incorrect.',
  'validation.salary_range':
    'The maximum salary must be greater than or equal to the minimum salary.',
  'validation.pay_range_required':
    '{board} requires a pay range: enter the minimum (or maximum) salary of the offer before publishing it.',
  'validation.french_version_required':
    '{board} requires the French version of the offer (title and description): add it before publishing it.',
  'validation.application_withdrawn':
    'The candidate withdrew this application: its stage can no longer change.',
  'validation.date_in_future': 'The date must be in the future.',
  'validation.date_too_far': 'The date must be less than a year away.',
  'validation.duplicate_items': 'Each item may be chosen only once.',
  'validation.specialization_category':
    'This specialization does not belong to the chosen category.',
  'validation.redirect_not_allowed': 'This address must belong to this site.',
  'test_checkout.title': 'Test checkout',
  'test_checkout.notice': 'This is a TEST checkout page: no real payment is made.',
  'test_checkout.item': 'Single job posting on {board}',
  'test_checkout.pay': 'Pay (test)',
  'test_checkout.cancel': 'Cancel',
  'test_checkout.closed': 'This checkout session is over ({status}).',
  email_already_confirmed: 'Your e-mail address is already confirmed.',
  email_confirmed: 'Your e-mail address is confirmed. Thank you!',
  email_confirmation_sent: 'A new confirmation link has been sent to {email}.',
  signup_check_email:
    'Thank you! An e-mail has just been sent to {email}: follow its link to finish signing up.',
  apply_register_check_email:
    'Thank you! An e-mail has just been sent to {email}: it tells you how to go on with your application.',
  password_reset_sent:
    'If an account exists for this address, an e-mail with a reset link has just been sent.',
  password_reset_done: 'Your password has been changed. You can now sign in.',
  already_applied: 'You have already applied to this offer.',
  apply_needs_confirmed_email:
    'Confirm your e-mail address first: employers only receive applications from confirmed addresses. Follow the link in the confirmation e-mail, or ask for a new one.',
  document_in_use:
    'This document is attached to an application you sent: the employer can still read it, so it cannot be deleted.',
  'validation.email_taken': 'An account already exists with this e-mail address.',
  'validation.unsupported_document':
    'This file is not an accepted document (PDF, Word, OpenDocument, RTF or text).',
  'validation.documents_limit': 'You have reached the maximum number of documents ({max}).',
  'validation.documents_storage_full':
    'This document would exceed the space allowed for your documents ({max} MB): delete one to make room.',
  'validation.document_not_found': 'This document is not in your profile.',
  'validation.skill_exists': 'This skill is already in your profile.',
  'mail.footer':
    'This e-mail was sent to you by {board} ({host}). It is an automatic message: please do not reply.',
  'mail.alert_more': '… and {count, plural, one {# more job} other {# more jobs}}.',
  'mail.for_you_skills': '{count, plural, one {# of your skills} other {# of your skills}}',
  'mail.for_you_near': '{city}, within {km} km',
  'mail.for_you_remote': 'Remote',
  'csv.first_name': 'First name',
  'csv.last_name': 'Last name',
  'csv.email': 'E-mail',
  'csv.phone': 'Phone',
  'csv.stage': 'Stage',
  'csv.applied_on': 'Date applied',
  'csv.rating': 'Rating (1 to 5)',
  'csv.file_name': 'applications-offer-{id}',
  'stage.received': 'Received',
  'stage.viewed': 'Viewed',
  'stage.in_review': 'In review',
  'stage.interview': 'Interview',
  'stage.offer': 'Offer',
  'stage.not_retained': 'Not retained',
  'stage.withdrawn': 'Withdrawn',
  for_you_unsubscribed: 'You will no longer receive jobs for you by e-mail.',
  data_export_requested:
    'We are preparing your data: a link to download it will be e-mailed to you, valid for {hours} hours.',
  data_export_expired: 'This download link has expired: ask for a new copy of your data.',
  last_team_admin:
    'You are your team’s last administrator: give every permission to another member before deleting your account.',
};

const catalogs: Record<Language, Record<MessageKey, string>> = { fr, en };

/** The locale each language's messages are formatted in (plural rules, number formats). */
const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

const intlCache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/** One formatter per language, made on first use and kept: it caches its parsed messages. */
function intlFor(lang: Language): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    intl = createIntl(
      {
        locale: LOCALES[lang],
        defaultLocale: LOCALES[lang],
        messages: catalogs[lang],
        // A value left out comes back as the message's text with its {placeholder}: an answer
        // with an unfilled field is better than a 500, and the catalogs test checks every
        // message parses.
        onError: () => {},
      },
      intlCache,
    );
    intls.set(lang, intl);
  }
  return intl;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(fr, value);
}

/** The raw ICU message of a key in a language (the catalogs test reads them). */
export function messageSource(lang: Language, key: MessageKey): string {
  return catalogs[lang][key];
}

/** Every message key, in the order of the French catalog. */
export const MESSAGE_KEYS = Object.keys(fr) as MessageKey[];

/**
 * Formats a key's ICU message in a language: {name} arguments, plurals
 * (`{count, plural, one {…} other {…}}`) and numbers by the language's locale.
 */
export function t(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return intlFor(lang).formatMessage({ id: key }, params);
}
