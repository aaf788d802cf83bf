import { useIntl } from 'react-intl';
import { PageHeader } from '../../../features/employer/components/page-header';
import { TeamPanel } from '../../../features/employer/components/team-panel';
import { getTeamKey } from '../../../features/employer/api/team';
import { loadEmployerMessages } from '../../../i18n/employer';
import { useEmployerMe } from '../../../lib/get-employer-me';
import { definePage } from '../../page';
import { employerHead } from './head';

/** « Équipe / Team »: its members, pending invitations and the invitation form (the manager's). */
function TeamPage() {
  const intl = useIntl();
  const { employer } = useEmployerMe();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'employer.team.title' })} />
      <TeamPanel held={employer?.permissions.map((p) => p.name) ?? []} />
    </>
  );
}

export default definePage({
  Component: TeamPage,
  keys: () => [getTeamKey()],
  prepare: loadEmployerMessages,
  head: employerHead('employer.team.title'),
});
