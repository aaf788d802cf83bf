/**
 * Constants of the shared contracts and manifest, from their zod-free modules: importing a value
 * from the packages' main entries would pull their schemas (and zod) into the browser bundle.
 */
export {
  ADDRESS_MAX,
  ATTRIBUTE_TYPES,
  COMPANY_NAME_MAX,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  OFFER_MAX_CERTIFICATIONS,
  OFFER_MAX_DAYS_AHEAD,
  OFFER_MAX_SKILLS,
  OFFER_MAX_SPECIALIZATIONS,
  OFFER_TITLE_MAX,
  OTHER_CATEGORY_ID,
  offerDate,
  PASSWORD_MIN,
  PAY_AMOUNT_MAX,
  SCHEDULE_IDS,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  SESSION_HINT_COOKIES,
} from '@jobboard/contracts/constants';
export { LINK_NAMES } from '@jobboard/manifest/link-names';
