import { PrivacyNotice } from '../../features/privacy/components/privacy-notice';
import { loadAccountMessages } from '../../i18n';
import { definePage } from '../page';

export default definePage({
  // Its messages live with the account pages' (not in every public page's first load).
  prepare: loadAccountMessages,
  Component: PrivacyNotice,
  head: ({ intl, brand, lang }) => ({
    title: intl.formatMessage({ id: 'privacyPage.title' }),
    description: intl.formatMessage(
      { id: 'privacyPage.intro' },
      { label: brand.manifest.label[lang] },
    ),
  }),
});
