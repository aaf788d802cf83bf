import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { Main } from '../../components/ui/primitives';
import { useMe } from '../../features/auth/api/get-me';
import { lazyComponent, whenNearViewport } from '../../lib/lazy-component';
import { Header } from './header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// Only a signed-in candidate with an unconfirmed address sees it: not in a visitor's first load.
const EmailConfirmationBanner = lazyComponent(() =>
  import('../../features/auth/components/email-confirmation-banner').then((m) => ({
    default: m.EmailConfirmationBanner,
  })),
);

// Below the fold of every page (its links work as plain links until then): its code, the
// newsletter form's included, comes as the visitor scrolls towards it.
const Footer = lazyComponent(() =>
  whenNearViewport('[data-site-footer]').then(() =>
    import('./footer').then((m) => ({ default: m.Footer })),
  ),
);

export function DefaultLayout() {
  const { user } = useMe();
  return (
    <Page>
      <Header />
      {user && !user.email_verified ? (
        <Suspense fallback={null}>
          <EmailConfirmationBanner />
        </Suspense>
      ) : null}
      <AdSlot zone="leaderboard" />
      <Main>
        <Outlet />
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Page>
  );
}
