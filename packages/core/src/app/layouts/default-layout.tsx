import { memo, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { Main } from '../../components/ui/primitives';
import { useMe } from '../../lib/get-me';
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

// Memoized: a re-render of the layout (the signed-in user's data changing) does not reach the
// footer while it waits, still the server's HTML, to be hydrated.
const FooterSlot = memo(function FooterSlot() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});

function EmailBannerSlot() {
  const { user } = useMe();
  if (!user || user.email_verified) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationBanner />
    </Suspense>
  );
}

export function DefaultLayout() {
  return (
    <Page>
      <Header />
      <EmailBannerSlot />
      <AdSlot zone="leaderboard" />
      <Main>
        <Outlet />
      </Main>
      <FooterSlot />
    </Page>
  );
}
