import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { otherLang } from '@jobboard/contracts/routes';
import { alternate } from '../../lib/match-route';
import { useHead } from '../../lib/head-context';
import { useLang } from '../../lib/lang';

export const LANG_COOKIE = 'i18n_redirected';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function rememberLanguage(lang: string): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The same page in the other language (localized slugs from the page head when it has them). */
export function LanguageSwitcher({
  className,
  testId = 'language-switcher',
}: {
  className?: string;
  /** Its test id; a second copy (the phone menu's) takes another. */
  testId?: string;
}) {
  const lang = useLang();
  const to = otherLang(lang);
  const intl = useIntl();
  const head = useHead();
  const location = useLocation();
  let href = alternate(location.pathname + location.search, to);
  if (head) {
    // The page's alternate is its canonical address in the other language, which leaves out
    // what a visitor chose that search engines need not (the sort, the page): kept here.
    const url = new URL(head.alternates[to]);
    for (const [name, value] of new URLSearchParams(location.search))
      if (!url.searchParams.has(name)) url.searchParams.append(name, value);
    href = url.pathname + url.search;
  }
  return (
    <Link
      className={className}
      to={href}
      hrefLang={to === 'fr' ? 'fr-CA' : 'en-CA'}
      lang={to === 'fr' ? 'fr-CA' : 'en-CA'}
      onClick={() => rememberLanguage(to)}
      data-testid={testId}
    >
      {intl.formatMessage({ id: 'layout.otherLanguage' })}
    </Link>
  );
}
