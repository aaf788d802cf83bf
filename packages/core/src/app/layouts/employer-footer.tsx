import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { useBrand } from '../../lib/brand';
import {
  CopyrightText,
  FooterLogo,
  FooterNav,
  footerColors,
  PrivacyOfficerText,
} from './footer-parts';
import { useLang } from '../../lib/lang';

const Foot = styled.footer`
  ${footerColors}
  padding: ${(p) => p.theme.space[5]} 0;
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
  const { manifest } = useBrand();
  const label = manifest.label[lang];
  return (
    <Foot data-testid="employer-footer">
      <Container>
        <RouteLink to="home" aria-label={intl.formatMessage({ id: 'layout.homeOf' }, { label })}>
          <FooterLogo />
        </RouteLink>
        <FooterNav links={[{ to: 'home', message: 'employer.footer.publicSite' }]} />
        <p>
          <PrivacyOfficerText />
          <br />
          <CopyrightText />
        </p>
      </Container>
    </Foot>
  );
}
