/**
 * Constants of the shared contracts and manifest, from their zod-free modules: importing a value
 * from the packages' main entries would pull their schemas (and zod) into the browser bundle.
 */
export {
  ATTRIBUTE_TYPES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  OTHER_CATEGORY_ID,
  SCHEDULE_IDS,
  SESSION_HINT_COOKIES,
} from '@jobboard/contracts/constants';
export { LINK_NAMES } from '@jobboard/manifest/link-names';
