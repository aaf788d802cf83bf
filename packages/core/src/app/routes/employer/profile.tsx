import { canManageTeam } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, Grid, Muted, Skeleton } from '../../../components/ui/primitives';
import { EMPLOYER_ME_KEY, useEmployerMe } from '../../../lib/get-employer-me';
import { PageHeader } from '../../../features/employer/components/page-header';
import {
  ChangePasswordForm,
  EmployerProfileForm,
} from '../../../features/employer/components/profile-forms';
import { loadEmployerMessages } from '../../../i18n/employer';
import { definePage } from '../../page';
import { employerHead } from './head';

function Profile() {
  const intl = useIntl();
  const { employer } = useEmployerMe();
  const { mutate } = useSWRConfig();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'employer.profile.title' })} />
      {employer ? (
        <Grid $min="320px">
          <EmployerProfileForm
            user={employer}
            onSaved={(user) => void mutate(EMPLOYER_ME_KEY, { data: user }, { revalidate: false })}
          />
          <ChangePasswordForm />
          {employer.team ? (
            <Card aria-labelledby="profile-team" data-testid="employer-team">
              <h2 id="profile-team">{intl.formatMessage({ id: 'employer.profile.team' })}</h2>
              <p>{employer.team.name}</p>
              <Muted>
                {intl.formatMessage(
                  { id: 'employer.profile.permissions' },
                  {
                    list: employer.permissions
                      .map((p) => intl.formatMessage({ id: `employer.permission.${p.name}` }))
                      .join(', '),
                  },
                )}
              </Muted>
              <p>
                <ButtonLink to="employerCompanies" $variant="ghost">
                  {intl.formatMessage({ id: 'employer.companies.title' })}
                </ButtonLink>
                {canManageTeam(employer.permissions.map((p) => p.name)) ? (
                  <>
                    {' '}
                    <ButtonLink to="employerTeam" $variant="ghost">
                      {intl.formatMessage({ id: 'employer.team.link' })}
                    </ButtonLink>
                  </>
                ) : null}
              </p>
            </Card>
          ) : null}
          <Card aria-labelledby="profile-privacy">
            <h2 id="profile-privacy">{intl.formatMessage({ id: 'privacyCentre.title' })}</h2>
            <p>{intl.formatMessage({ id: 'privacyCentre.intro' })}</p>
            <p>
              <ButtonLink to="employerPrivacy" $variant="ghost">
                {intl.formatMessage({ id: 'privacyCentre.link' })}
              </ButtonLink>
            </p>
          </Card>
        </Grid>
      ) : (
        <Skeleton $h={300} />
      )}
    </>
  );
}

export default definePage({
  Component: Profile,
  head: employerHead('employer.profile.title'),
  prepare: loadEmployerMessages,
});
