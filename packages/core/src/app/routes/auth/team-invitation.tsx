import { useParams } from 'react-router-dom';
import { TeamInvitationForm } from '../../../features/employer-auth/components/team-invitation-form';
import { EmployerIntl, loadEmployerSignInMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from '../employer/head';

function TeamInvitation() {
  const { token } = useParams();
  return (
    <EmployerIntl>
      <TeamInvitationForm token={token ?? ''} />
    </EmployerIntl>
  );
}

export default definePage({
  Component: TeamInvitation,
  head: employerHead('employer.invitation.title'),
  prepare: loadEmployerSignInMessages,
});
