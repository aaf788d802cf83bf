import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BrandPicture } from '../../components/ui/brand-picture';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Alert, Container, Main } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';

const Bar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[4]};
    align-items: center;
    justify-content: space-between;
    padding-top: ${(p) => p.theme.space[3]};
    padding-bottom: ${(p) => p.theme.space[3]};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[3]};
  }
`;

/**
 * Employer layout (SPEC §2), a lazy chunk of its own. Issue 5 completes it (avatar menu,
 * single sign-on button); the menu entries and the ATS banner already follow the manifest.
 */
export function EmployerLayout() {
  const intl = useIntl();
  const lang = useLang();
  const { manifest, theme, atsUrl } = useBrand();
  const label = manifest.label[lang];
  const b = manifest.behaviour;
  return (
    <>
      <Bar>
        <Container>
          <RouteLink to="home" aria-label={intl.formatMessage({ id: 'layout.homeOf' }, { label })}>
            <BrandPicture
              name="logo"
              alt={label}
              width={theme.logo.maxWidth.employerHeader}
              eager
            />
          </RouteLink>
          <nav aria-label={intl.formatMessage({ id: 'layout.mainNav' })}>
            <RouteLink to="employerCompanies">
              {intl.formatMessage({ id: 'employer.nav.companies' })}
            </RouteLink>
            <RouteLink to="employerMyOffers">
              {intl.formatMessage({ id: 'employer.nav.offers' })}
            </RouteLink>
            {b.staffingWording ? (
              <RouteLink to="employerStaffing">
                {intl.formatMessage({ id: 'employer.nav.staffing' })}
              </RouteLink>
            ) : (
              <RouteLink to="employerRecruitment">
                {intl.formatMessage({ id: 'employer.nav.recruitment' })}
              </RouteLink>
            )}
            <RouteLink to="employerCreateOffer">
              {intl.formatMessage({ id: 'nav.publishOffer' })}
            </RouteLink>
            <LanguageSwitcher />
          </nav>
        </Container>
      </Bar>
      {b.showAtsBanner && atsUrl ? (
        <Container>
          <Alert $tone="info">
            <span>{intl.formatMessage({ id: 'employer.atsBanner' })}</span>
          </Alert>
        </Container>
      ) : null}
      <Main>
        <Container>
          <Outlet />
        </Container>
      </Main>
    </>
  );
}
