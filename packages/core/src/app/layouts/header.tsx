import { ButtonLink } from '../../components/ui/button-link';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { pathTo } from '../../config/routes';
import { BrandPicture } from '../../components/ui/brand-picture';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Button } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { logout } from '../../features/auth/api/auth';
import { getMeKey, useMe } from '../../features/auth/api/get-me';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { notifyApiError } from '../../lib/notify';
import { HeaderBar, HeaderRow } from './header-bar';

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  a {
    display: inline-block;
    line-height: 0;
  }
  small {
    color: ${(p) => p.theme.colors.headerMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  a {
    text-decoration: none;
  }
`;

/** SPEC §2 candidate header: links for every visitor, then anonymous or candidate links. */
export function Header() {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const { user, isCandidate } = useMe();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const about = brand.manifest.links.about?.[lang];
  const label = brand.manifest.label[lang];

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
      // SPEC §4: logout clears the user and returns home.
      await mutate(getMeKey(brand.board), null, { revalidate: false });
      navigate(pathTo('home', lang));
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <HeaderBar>
      <HeaderRow>
        <Brand>
          <RouteLink to="home" aria-label={intl.formatMessage({ id: 'layout.homeOf' }, { label })}>
            <BrandPicture
              name={brand.theme.logo.placements.publicHeader}
              alt={label}
              width={brand.theme.logo.maxWidth.publicHeader}
              eager
            />
          </RouteLink>
          {brand.manifest.behaviour.showByCredit ? (
            <small>{intl.formatMessage({ id: 'layout.byCredit' })}</small>
          ) : null}
        </Brand>
        <Nav aria-label={intl.formatMessage({ id: 'layout.mainNav' })}>
          <RouteLink to="findJob">{intl.formatMessage({ id: 'nav.findJob' })}</RouteLink>
          {about ? (
            <a href={about} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'nav.about' })}
            </a>
          ) : null}
          <ButtonLink to="employerRegister" $variant="secondary">
            {intl.formatMessage({ id: 'nav.publishOffer' })}
          </ButtonLink>
          {user && isCandidate ? (
            <>
              <RouteLink to="myApplications" data-testid="nav-my-applications">
                {intl.formatMessage({ id: 'nav.myApplications' })}
              </RouteLink>
              <RouteLink to="profile" data-testid="nav-profile">
                {intl.formatMessage({ id: 'nav.profile' })}
              </RouteLink>
              <Button
                type="button"
                $variant="ghost"
                onClick={onLogout}
                disabled={busy}
                data-testid="nav-logout"
              >
                {intl.formatMessage({ id: 'nav.logout' })}
              </Button>
            </>
          ) : (
            <>
              <RouteLink to="login" data-testid="nav-login">
                {intl.formatMessage({ id: 'nav.login' })}
              </RouteLink>
              <RouteLink to="register" data-testid="nav-register">
                {intl.formatMessage({ id: 'nav.register' })}
              </RouteLink>
            </>
          )}
          <LanguageSwitcher />
        </Nav>
      </HeaderRow>
    </HeaderBar>
  );
}
