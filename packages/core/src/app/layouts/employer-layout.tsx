import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Main } from '../../components/ui/primitives';
import { EmployerEmailBanner } from '../../features/employer-auth/components/employer-email-banner';
import { EmployerIntl } from '../../i18n/employer';
import { EmployerAtsBanner } from './employer-ats-banner';
import { EmployerFooter } from './employer-footer';
import { EmployerHeader } from './employer-header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * Employer layout (docs/employers.md), a lazy chunk of its own with the employer catalog: employer
 * header and footer, the banner inviting to the ATS (shown by the manifest's `showAtsBanner`) and,
 * until the employer's e-mail is confirmed, the confirmation banner.
 */
export function EmployerLayout() {
  return (
    <EmployerIntl>
      <Page>
        <EmployerHeader />
        <EmployerAtsBanner />
        <EmployerEmailBanner />
        <Main>
          <Container>
            <Outlet />
          </Container>
        </Main>
        <EmployerFooter />
      </Page>
    </EmployerIntl>
  );
}
