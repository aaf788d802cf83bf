import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { AccountMenu } from '../../components/ui/account-menu';
import { initialsOf, nameOf } from '../../components/ui/person-name';
import { ButtonLink } from '../../components/ui/button-link';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { RouteLink } from '../../components/ui/route-link';
import { pathTo, routes } from '@jobboard/contracts/routes';
import { employerLogout } from '../../features/employer-auth/api/auth';
import { EMPLOYER_ME_KEY, hasPermissions, useEmployerMe } from '../../lib/get-employer-me';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { notifyApiError } from '../../lib/notify';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { HeaderBar, HeaderNav, HeaderRow } from './header-bar';
import { HeaderLogo } from './header-logo';

const Account = styled.p`
  margin: 0 0 ${(p) => p.theme.space[2]};
  padding: 0 ${(p) => p.theme.space[3]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
const Nav = styled(HeaderNav)`
  a[aria-current='page'] {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;
/** Signs the employer out (sign-out clears the user and returns home). */
function useEmployerLogout() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const onLogout = async () => {
    setBusy(true);
    try {
      await employerLogout();
      await mutate(EMPLOYER_ME_KEY, null, { revalidate: false });
      navigate(pathTo('home', lang));
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };
  return { busy, onLogout };
}

function AvatarMenu() {
  const intl = useIntl();
  const { employer } = useEmployerMe();
  const { busy, onLogout } = useEmployerLogout();
  if (!employer) return null;
  const name = nameOf(employer);
  const manager = hasPermissions(employer, routes.employerTeam.permissions);
  return (
    <AccountMenu
      id="employer-account-menu"
      label={intl.formatMessage({ id: 'employer.nav.account' }, { name })}
      initials={initialsOf(employer)}
      heading={name}
      testId="employer-avatar"
    >
      {(close) => (
        <>
          <RouteLink to="employerProfile" onClick={close}>
            {intl.formatMessage({ id: 'employer.nav.profile' })}
          </RouteLink>
          {manager ? (
            <RouteLink to="employerTeam" onClick={close}>
              {intl.formatMessage({ id: 'employer.nav.team' })}
            </RouteLink>
          ) : null}
          <button
            type="button"
            onClick={() => void onLogout()}
            disabled={busy}
            data-testid="employer-logout"
          >
            {intl.formatMessage({ id: 'employer.nav.logout' })}
          </button>
        </>
      )}
    </AccountMenu>
  );
}

/**
 * The employer header: logo, companies, offers, staffing or recruitment (manifest wording),
 * the publish-an-offer button, the language switcher and the avatar menu (my profile, log out)
 * from 768 px up; on a phone, a menu drawer with the same links, the profile (SPEC: mobile
 * only) and log out.
 */
export function EmployerHeader() {
  const intl = useIntl();
  const { manifest } = useBrand();
  const { employer } = useEmployerMe();
  const { busy, onLogout } = useEmployerLogout();
  const t = (id: string) => intl.formatMessage({ id });
  const links = (
    <>
      <RouteLink to="employerCompanies">{t('employer.nav.companies')}</RouteLink>
      <RouteLink to="employerMyOffers">{t('employer.nav.offers')}</RouteLink>
      {manifest.behaviour.staffingWording ? (
        <RouteLink to="employerStaffing">{t('employer.nav.staffing')}</RouteLink>
      ) : (
        <RouteLink to="employerRecruitment">{t('employer.nav.recruitment')}</RouteLink>
      )}
    </>
  );
  return (
    <HeaderBar>
      <HeaderRow>
        <HeaderLogo placement="employerHeader" />
        <Nav aria-label={t('employer.nav.label')} data-testid="employer-nav">
          {links}
          <ButtonLink to="employerCreateOffer" data-button="" data-testid="nav-create-offer">
            {t('employer.nav.publishOffer')}
          </ButtonLink>
          <LanguageSwitcher />
          <AvatarMenu />
        </Nav>
        <MenuDrawer
          id="employer-menu"
          label={t('layout.menu')}
          title={t('employer.nav.label')}
          closeLabel={t('layout.closeMenu')}
        >
          {employer ? <Account>{nameOf(employer)}</Account> : null}
          {/* Named apart from the inline menu: two landmarks of a page never share a name. */}
          <nav aria-label={t('layout.menu')}>
            {links}
            <RouteLink to="employerProfile">{t('employer.nav.profile')}</RouteLink>
            {employer && hasPermissions(employer, routes.employerTeam.permissions) ? (
              <RouteLink to="employerTeam">{t('employer.nav.team')}</RouteLink>
            ) : null}
            <ButtonLink to="employerCreateOffer" data-button="">
              {t('employer.nav.publishOffer')}
            </ButtonLink>
            <LanguageSwitcher testId="menu-language-switcher" />
            {employer ? (
              <button type="button" onClick={() => void onLogout()} disabled={busy}>
                {t('employer.nav.logout')}
              </button>
            ) : null}
          </nav>
        </MenuDrawer>
      </HeaderRow>
    </HeaderBar>
  );
}
