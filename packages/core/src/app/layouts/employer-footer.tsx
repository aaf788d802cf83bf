import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { BrandPicture } from '../../components/ui/brand-picture';
import { Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { useBrand } from '../../lib/brand';
import {
  BrandLinkItems,
  CopyrightText,
  PrivacyLinkItems,
  PrivacyOfficerText,
} from './footer-parts';
import { useLang } from '../../lib/lang';

const Foot = styled.footer`
  background: ${(p) => p.theme.colors.footerBg};
  color: ${(p) => p.theme.colors.footerText};
  padding: ${(p) => p.theme.space[5]} 0;
  a {
    color: ${(p) => p.theme.colors.footerLink};
  }
  a:focus-visible {
    outline-color: ${(p) => p.theme.colors.footerFocus};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[4]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[4]};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.footerMuted};
  }
`;

/** Employer footer: logo, the public site, the brand's own links (when set) and the copyright. */
export function EmployerFooter() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest, theme } = useBrand();
  const label = manifest.label[lang];
  return (
    <Foot data-testid="employer-footer">
      <Container>
        <RouteLink to="home" aria-label={intl.formatMessage({ id: 'layout.homeOf' }, { label })}>
          <BrandPicture
            name={theme.logo.placements.footer}
            alt={label}
            width={theme.logo.maxWidth.footer}
          />
        </RouteLink>
        <nav aria-label={intl.formatMessage({ id: 'layout.footerNav' })}>
          <ul>
            <li>
              <RouteLink to="home">
                {intl.formatMessage({ id: 'employer.footer.publicSite' })}
              </RouteLink>
            </li>
            <BrandLinkItems />
            <PrivacyLinkItems />
          </ul>
        </nav>
        <p>
          <PrivacyOfficerText />
          <br />
          <CopyrightText />
        </p>
      </Container>
    </Foot>
  );
}
