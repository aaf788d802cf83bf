import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { Main } from '../../components/ui/primitives';
import { EmailConfirmationBanner } from '../../features/auth/components/email-confirmation-banner';
import { Footer } from './footer';
import { Header } from './header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export function DefaultLayout() {
  return (
    <Page>
      <Header />
      <EmailConfirmationBanner />
      <AdSlot zone="leaderboard" />
      <Main>
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
