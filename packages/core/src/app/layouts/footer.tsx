import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BrandPicture } from '../../components/ui/brand-picture';
import { Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { SocialIcons } from '../../components/ui/social-icons';
import { useBrand } from '../../lib/brand';
import {
  BrandLinkItems,
  CopyrightText,
  PrivacyLinkItems,
  PrivacyOfficerText,
} from './footer-parts';
import { useLang } from '../../lib/lang';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
const Foot = styled.footer`
  background: ${(p) => p.theme.colors.footerBg};
  color: ${(p) => p.theme.colors.footerText};
  padding: ${(p) => p.theme.space[6]} 0 ${(p) => p.theme.space[4]};
  a {
    color: ${(p) => p.theme.colors.footerLink};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible {
    outline-color: ${(p) => p.theme.colors.footerFocus};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;
const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  /* The links' column (the social icons' list keeps its own row). */
  nav ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
  }
  /* Each link a 44 px tap target, the rows as close as the gap they had. */
  nav li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
`;
const Officer = styled.p`
  margin: ${(p) => p.theme.space[5]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
const Copyright = styled.p`
  margin: ${(p) => p.theme.space[2]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.footerMuted};
`;

/** The footer: links that exist, social icons, newsletter, copyright with year and label. */
export function Footer() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest, theme } = useBrand();
  const label = manifest.label[lang];
  return (
    <Foot data-site-footer="">
      <Container>
        <Columns>
          <div>
            <BrandPicture
              name={theme.logo.placements.footer}
              alt={label}
              width={theme.logo.maxWidth.footer}
            />
            <SocialIcons
              links={manifest.social}
              labels={{
                facebook: 'Facebook',
                linkedIn: 'LinkedIn',
                twitter: 'X',
                instagram: 'Instagram',
              }}
            />
          </div>
          <nav aria-label={intl.formatMessage({ id: 'layout.footerNav' })}>
            <ul>
              <li>
                <RouteLink to="home">{intl.formatMessage({ id: 'nav.home' })}</RouteLink>
              </li>
              <li>
                <RouteLink to="jobCategory" params={{ category: manifest.jobPageSlugs[lang] }}>
                  {intl.formatMessage({ id: 'nav.jobs' })}
                </RouteLink>
              </li>
              <li>
                <RouteLink to="companiesHiring">
                  {intl.formatMessage({ id: 'nav.companiesHiring' })}
                </RouteLink>
              </li>
              <BrandLinkItems />
              <PrivacyLinkItems />
            </ul>
          </nav>
          <div>
            <h2>{intl.formatMessage({ id: 'newsletter.title' })}</h2>
            <NewsletterForm />
          </div>
        </Columns>
        <Officer data-privacy-officer="">
          <PrivacyOfficerText />
        </Officer>
        <Copyright>
          <CopyrightText />
        </Copyright>
      </Container>
    </Foot>
  );
}
