import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RouteLink } from '../../components/ui/route-link';
import { LINK_NAMES } from '../../config/constants';
import { pathTo } from '../../config/routes';
import { useBrand } from '../../lib/brand';
import { COOKIE_SETTINGS_ANCHOR, openConsentSettings } from '../../lib/consent';
import { useLang } from '../../lib/lang';

/**
 * The brand's own links (about, terms, contact…) that exist in this language, as list items. Its
 * privacy policy is not one of them: the footer's one privacy link is the board's privacy page,
 * which names the person in charge, holds the cookie settings and links that policy.
 */
export function BrandLinkItems() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  return LINK_NAMES.filter((name) => name !== 'privacy')
    .map((name) => [name, manifest.links[name]?.[lang]] as const)
    .filter(([, url]) => url)
    .map(([name, url]) => (
      <li key={name}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage({ id: `footer.link.${name}` })}
        </a>
      </li>
    ));
}

/** "© {year} {label}. All rights reserved." with this year and the brand's label. */
export function CopyrightText() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest } = useBrand();
  return intl.formatMessage(
    { id: 'footer.copyright' },
    { year: new Date().getFullYear(), label: manifest.label[lang] },
  );
}

/**
 * The board's privacy page and "Cookie settings", which reopens the consent banner in place.
 * Before the footer's script runs (or without JavaScript) the link leads to the privacy page's
 * cookie section, which holds the same settings.
 */
export function PrivacyLinkItems() {
  const intl = useIntl();
  const lang = useLang();
  const settingsRef = useRef<HTMLAnchorElement>(null);
  // Hydrated: a click now reopens the banner in place (end-to-end tests wait for it).
  useEffect(() => {
    if (settingsRef.current) settingsRef.current.dataset.ready = 'true';
  }, []);
  return (
    <>
      <li>
        <RouteLink to="privacy">{intl.formatMessage({ id: 'footer.privacyPage' })}</RouteLink>
      </li>
      <li>
        <a
          ref={settingsRef}
          href={`${pathTo('privacy', lang)}#${COOKIE_SETTINGS_ANCHOR}`}
          data-consent-settings=""
          onClick={(event) => {
            event.preventDefault();
            openConsentSettings();
          }}
        >
          {intl.formatMessage({ id: 'footer.cookieSettings' })}
        </a>
      </li>
    </>
  );
}

/** A tap target like the footers' other links, also on a phone, inside a line of text. */
const OfficerMail = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

/** The brand's person in charge of personal information: title and e-mail (manifest privacy). */
export function PrivacyOfficerText() {
  const lang = useLang();
  const { manifest } = useBrand();
  const { officer } = manifest.privacy;
  return (
    <>
      {officer.title[lang]}
      {officer.name ? ` (${officer.name})` : ''}
      {lang === 'fr' ? '\u00a0: ' : ': '}
      <OfficerMail href={`mailto:${officer.email}`}>{officer.email}</OfficerMail>
    </>
  );
}
