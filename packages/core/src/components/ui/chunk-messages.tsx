import type { ReactNode } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { Messages } from '../../i18n';
import { joinedIntl } from '../../i18n/joined-intl';
import { useLang } from '../../lib/lang';

/**
 * The messages of a lazy chunk (its own catalog in both languages, imported by the chunk): joined
 * to the page's for what renders inside, so that they travel with the chunk instead of in a
 * page's first-load catalog.
 */
export function ChunkMessages({
  catalogs,
  children,
}: {
  catalogs: Record<'fr' | 'en', Messages>;
  children: ReactNode;
}) {
  const intl = joinedIntl(useIntl(), catalogs[useLang()]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
