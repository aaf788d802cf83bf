import { ButtonLink } from '../../components/ui/button-link';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { SAVED_OFFERS_STORAGE_KEY } from '@jobboard/contracts/constants';
import { pathTo } from '@jobboard/contracts/routes';
import { initialsOf, nameOf } from '../../components/ui/person-name';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { RouteLink } from '../../components/ui/route-link';
import { logout } from '../../features/auth/api/auth';
import { getMeKey, hasSessionHint, useEmployerSessionHint, useMe } from '../../lib/get-me';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { notifyApiError } from '../../lib/notify';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { lazyComponent } from '../../lib/lazy-component';
import { HeaderBar, HeaderNav as Nav, HeaderRow, narrowHeader } from './header-bar';
import { HeaderLogo } from './header-logo';

// Only a signed-in candidate has one: not part of a visitor's first load.
const AccountMenu = lazyComponent(() =>
  import('../../components/ui/account-menu').then((m) => ({ default: m.AccountMenu })),
);

/* The logo (its box sized before it loads: header-logo.tsx) and the "by" credit under it. */
const Brand = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small {
    display: none;
    color: ${(p) => p.theme.colors.headerMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    ${(p) => p.theme.media.md} {
      display: block;
    }
  }
  /* The narrow inline header: the credit wrapped to the logo's width. */
  ${narrowHeader} {
    small {
      width: 0;
      min-width: 100%;
    }
  }
`;
const Credit = styled.p`
  margin: ${(p) => p.theme.space[4]} ${(p) => p.theme.space[3]} 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * The account's saved jobs leave this browser with its session (lib/saved-offers.ts keeps them;
 * not imported here, so that pages without hearts do not load the store: the hearts re-read the
 * storage when they render).
 */
function forgetSavedOffers() {
  try {
    localStorage.removeItem(SAVED_OFFERS_STORAGE_KEY);
  } catch {
    // No storage: nothing kept.
  }
}

/** The candidate header: links for every visitor, then anonymous or candidate links. */
export function Header() {
  const intl = useIntl();
  const brand = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <HeaderBar>
      <HeaderRow>
        <Brand>
          <HeaderLogo placement="publicHeader" />
          {brand.manifest.behaviour.showByCredit ? <small>{t('layout.byCredit')}</small> : null}
        </Brand>
        <Nav aria-label={t('layout.mainNav')}>
          <NavLinks />
        </Nav>
        <MenuDrawer
          id="site-menu"
          label={t('layout.menu')}
          title={t('layout.mainNav')}
          closeLabel={t('layout.closeMenu')}
        >
          {/* Named apart from the inline menu: two landmarks of a page never share a name. */}
          <nav aria-label={t('layout.menu')}>
            <NavLinks inDrawer />
          </nav>
          {brand.manifest.behaviour.showByCredit ? <Credit>{t('layout.byCredit')}</Credit> : null}
        </MenuDrawer>
      </HeaderRow>
    </HeaderBar>
  );
}

/**
 * The header's links, inline (from 768 px) or in the phone drawer; test ids on the inline copy
 * only, so that each names one element. Inline, the candidate's own pages and log out sit in the
 * account menu, so that the header keeps one row at 1280 px; the drawer lists them all.
 */
function NavLinks({ inDrawer = false }: { inDrawer?: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const brand = useBrand();
  const { user, isCandidate } = useMe();
  const employerSignedIn = useEmployerSessionHint();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const about = brand.manifest.links.about?.[lang];
  const t = (id: string) => intl.formatMessage({ id });
  const testId = (id: string) => (inDrawer ? undefined : id);
  const firstName = user?.first_name.trim();
  // A page the same for every visitor asks who is signed in once hydrated (get-me.ts): the
  // account menu's code comes beside that answer, not after it.
  useEffect(() => {
    if (!user && hasSessionHint()) void AccountMenu.preload().catch(() => undefined);
  }, [user]);

  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
      forgetSavedOffers();
      // Sign-out clears the user and returns home.
      await mutate(getMeKey(brand.board), null, { revalidate: false });
      navigate(pathTo('home', lang));
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <RouteLink to="findJob">{t('nav.findJob')}</RouteLink>
      {about ? (
        <a href={about} target="_blank" rel="noopener noreferrer" data-wide-only="">
          {t('nav.about')}
        </a>
      ) : null}
      <ButtonLink to="employerRegister" $variant="secondary" data-button="">
        {t('nav.publishOffer')}
      </ButtonLink>
      {user && isCandidate && !inDrawer ? (
        <Suspense fallback={null}>
          <AccountMenu
            id="account-menu"
            label={
              firstName
                ? intl.formatMessage({ id: 'nav.accountOf' }, { name: firstName })
                : t('nav.account')
            }
            initials={initialsOf(user)}
            name={firstName || undefined}
            heading={nameOf(user)}
            testId="nav-account"
          >
            {(close) => (
              <>
                <RouteLink to="myApplications" onClick={close} data-testid="nav-my-applications">
                  {t('nav.myApplications')}
                </RouteLink>
                <RouteLink to="myAlerts" onClick={close} data-testid="nav-my-alerts">
                  {t('nav.myAlerts')}
                </RouteLink>
                <RouteLink to="savedJobs" onClick={close} data-testid="nav-saved-jobs">
                  {t('nav.savedJobs')}
                </RouteLink>
                <RouteLink to="profile" onClick={close} data-testid="nav-profile">
                  {t('nav.profile')}
                </RouteLink>
                <button
                  type="button"
                  onClick={() => void onLogout()}
                  disabled={busy}
                  data-testid="nav-logout"
                >
                  {t('nav.logout')}
                </button>
              </>
            )}
          </AccountMenu>
        </Suspense>
      ) : user && isCandidate ? (
        <>
          <RouteLink to="myApplications">{t('nav.myApplications')}</RouteLink>
          <RouteLink to="myAlerts">{t('nav.myAlerts')}</RouteLink>
          <RouteLink to="savedJobs">{t('nav.savedJobs')}</RouteLink>
          <RouteLink to="profile">{t('nav.profile')}</RouteLink>
          <button type="button" onClick={() => void onLogout()} disabled={busy}>
            {t('nav.logout')}
          </button>
        </>
      ) : employerSignedIn ? (
        // A signed-in employer on the public site: back to their area, not « Connexion ».
        <RouteLink to="employerMyOffers" data-testid={testId('nav-employer-area')}>
          {t('nav.employerArea')}
        </RouteLink>
      ) : (
        <>
          <RouteLink to="login" data-testid={testId('nav-login')} data-guest-link="">
            {t('nav.login')}
          </RouteLink>
          <RouteLink to="register" data-testid={testId('nav-register')} data-guest-link="">
            {t('nav.register')}
          </RouteLink>
          {/* A visitor's saved jobs (kept in the browser): in the phone menu; from 768 px the
              hearts' page is linked from the account menu once signed in. */}
          {inDrawer ? <RouteLink to="savedJobs">{t('nav.savedJobs')}</RouteLink> : null}
        </>
      )}
      <LanguageSwitcher testId={inDrawer ? 'menu-language-switcher' : undefined} />
    </>
  );
}
