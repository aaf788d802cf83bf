import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { BrandPicture } from '../../components/ui/brand-picture';
import { RouteLink } from '../../components/ui/route-link';
import { LINK_NAMES } from '../../config/constants';
import { pathTo, type RouteName, type RouteParams } from '@jobboard/contracts/routes';
import { useBrand } from '../../lib/brand';
import { COOKIE_SETTINGS_ANCHOR, openConsentSettings } from '../../lib/consent';
import { useLang } from '../../lib/lang';

/*
 * What the two footers (the site's, footer.tsx, and the employer area's, employer-footer.tsx)
 * share: their colours, the logo, the links' list and the closing lines.
 */

/** The footers' colours: the brand's footer background, text and links, and the focus ring. */
export const footerColors = css`
  background: ${(p) => p.theme.colors.footerBg};
  color: ${(p) => p.theme.colors.footerText};
  a {
    color: ${(p) => p.theme.colors.footerLink};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline-color: ${(p) => p.theme.colors.footerFocus};
  }
`;

/** The brand's logo as the footers show it. */
export function FooterLogo() {
  const lang = useLang();
  const { manifest, theme } = useBrand();
  return (
    <BrandPicture
      name={theme.logo.placements.footer}
      alt={manifest.label[lang]}
      width={theme.logo.maxWidth.footer}
    />
  );
}

/** A link of a footer's own: a route of the site and the message id of its words. */
export interface FooterLink {
  to: RouteName;
  params?: Record<string, string>;
  message: string;
}

/** The footers' links: the side's own (`links`), then the brand's and the privacy ones. */
export function FooterNav({ links }: { links: FooterLink[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.footerNav' })}>
      <ul>
        {links.map(({ to, params, message }) => (
          <li key={message}>
            <RouteLink to={to} params={params as RouteParams<RouteName>}>
              {intl.formatMessage({ id: message })}
            </RouteLink>
          </li>
        ))}
        <BrandLinkItems />
        <PrivacyLinkItems />
      </ul>
    </nav>
  );
}

/**
 * The brand's own links (about, terms, contact…) that exist in this language, as list items. Its
 * privacy policy is not one of them: the footer's one privacy link is the board's privacy page,
 * which names the person in charge, holds the cookie settings and links that policy.
 */
function BrandLinkItems() {
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
function PrivacyLinkItems() {
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
