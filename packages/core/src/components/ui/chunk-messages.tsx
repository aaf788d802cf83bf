import { useMemo, type ReactNode } from 'react';
import { createIntl, RawIntlProvider, useIntl } from 'react-intl';
import type { Messages } from '../../i18n';
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
  const parent = useIntl();
  const lang = useLang();
  const intl = useMemo(
    () =>
      createIntl({
        locale: parent.locale,
        defaultLocale: parent.defaultLocale,
        timeZone: parent.timeZone,
        messages: { ...(parent.messages as Messages), ...catalogs[lang] },
      }),
    [parent.locale, parent.defaultLocale, parent.timeZone, parent.messages, catalogs, lang],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
