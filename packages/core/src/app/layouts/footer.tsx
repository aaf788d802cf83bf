import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../components/ui/primitives';
import { SocialIcons } from '../../components/ui/social-icons';
import { useBrand } from '../../lib/brand';
import {
  CopyrightText,
  FooterLogo,
  FooterNav,
  footerColors,
  PrivacyOfficerText,
} from './footer-parts';
import { useLang } from '../../lib/lang';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
const Foot = styled.footer`
  ${footerColors}
  padding: ${(p) => p.theme.space[6]} 0 ${(p) => p.theme.space[4]};
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
  const { manifest } = useBrand();
  return (
    <Foot data-site-footer="">
      <Container>
        <Columns>
          <div>
            <FooterLogo />
            <SocialIcons links={manifest.social} />
          </div>
          <FooterNav
            links={[
              { to: 'home', message: 'nav.home' },
              {
                to: 'jobCategory',
                params: { category: manifest.jobPageSlugs[lang] },
                message: 'nav.jobs',
              },
              { to: 'companiesHiring', message: 'nav.companiesHiring' },
            ]}
          />
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
