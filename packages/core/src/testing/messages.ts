import enAccount from '../i18n/account/en-CA.json';
import frAccount from '../i18n/account/fr-CA.json';
import enMain from '../i18n/en-CA.json';
import frMain from '../i18n/fr-CA.json';
import enForYou from '../i18n/for-you/en-CA.json';
import frForYou from '../i18n/for-you/fr-CA.json';
import enHome from '../i18n/home/en-CA.json';
import frHome from '../i18n/home/fr-CA.json';
import enOffer from '../i18n/offer/en-CA.json';
import frOffer from '../i18n/offer/fr-CA.json';
import enOfferTools from '../i18n/offer-tools/en-CA.json';
import frOfferTools from '../i18n/offer-tools/fr-CA.json';
import enSearch from '../i18n/search/en-CA.json';
import frSearch from '../i18n/search/fr-CA.json';
import enSaved from '../i18n/saved/en-CA.json';
import frSaved from '../i18n/saved/fr-CA.json';

/**
 * Every catalog of a language but the employer's (i18n/index.ts): components are tested as on
 * a page whose prepare loaded the catalog they need.
 */
export const testMessages: Record<'fr' | 'en', Record<string, string>> = {
  fr: {
    ...frMain,
    ...frAccount,
    ...frSearch,
    ...frOffer,
    ...frOfferTools,
    ...frForYou,
    ...frHome,
    ...frSaved,
  },
  en: {
    ...enMain,
    ...enAccount,
    ...enSearch,
    ...enOffer,
    ...enOfferTools,
    ...enForYou,
    ...enHome,
    ...enSaved,
  },
};
