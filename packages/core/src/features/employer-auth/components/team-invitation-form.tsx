import type { TeamInvitationPreview } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { Form } from '../../../components/forms/form';
import { TextField } from '../../../components/forms/text-field';
import {
  Alert,
  Button,
  Muted,
  PageTitle,
  RequiredLegend,
  Skeleton,
  Stack,
} from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { ApiError } from '../../../lib/api-client';
import {
  EMPLOYER_ME_KEY,
  employerHomeRoute,
  type EmployerMeResponse,
} from '../../../lib/employer-guard';
import { useEmployerSessionHint } from '../../../lib/get-me';
import { useLang } from '../../../lib/lang';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { useSubmit } from '../../../lib/use-submit';
import { acceptTeamInvitation, getTeamInvitationKey } from '../api/team-invitation';
import { EmployerAuthField, EmployerNewPasswordField } from './auth-field';

/**
 * The mailed invitation's page: who invites to which team, then a new account (first name, last
 * name, password; the address is the invitation's) or, for an employer of no team signed in,
 * « Rejoindre l'équipe ». A used, canceled or expired link says so (410), an unknown one too (404).
 */
export function TeamInvitationForm({ token }: { token: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const lang = useLang();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // The employer's session only where this browser holds one: no 401 asked for in advance.
  const hinted = useEmployerSessionHint();
  const { data: me, isLoading: meLoading } = useApi<EmployerMeResponse>(
    hinted ? EMPLOYER_ME_KEY : null,
    { onErrorRetry: () => undefined },
  );
  const employer = me?.data.guard === 'ats' ? me.data : null;
  const { data, error, isLoading } = useApi<TeamInvitationPreview>(getTeamInvitationKey(token), {
    shouldRetryOnError: false,
  });
  const { busy, errors, run } = useSubmit();
  const invitation = data?.data;

  const accept = (input: Parameters<typeof acceptTeamInvitation>[1]) =>
    run(async () => {
      const answer = await acceptTeamInvitation(token, input);
      await mutate(EMPLOYER_ME_KEY, answer, { revalidate: false });
      notify.success(t('employer.invitation.joined', { team: invitation?.team_name ?? '' }));
      navigate(pathTo(employerHomeRoute(answer.data), lang));
    });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    void accept({
      first_name: value('first_name'),
      last_name: value('last_name'),
      password: String(form.get('password') ?? ''),
    });
  };

  const title = <PageTitle>{t('employer.invitation.title')}</PageTitle>;
  if (error)
    return (
      <Stack $gap="4">
        {title}
        <Alert $tone="danger" role="alert" data-testid="invitation-error">
          {error instanceof ApiError && error.status === 410
            ? error.message
            : t('employer.invitation.invalid')}
        </Alert>
        <Muted>{t('employer.invitation.askAgain')}</Muted>
      </Stack>
    );
  if (isLoading || !invitation || meLoading)
    return (
      <Stack $gap="4">
        {title}
        <Skeleton $h={120} />
      </Stack>
    );

  const intro = (
    <p>
      {invitation.invited_by
        ? t('employer.invitation.intro', {
            name: `${invitation.invited_by.first_name} ${invitation.invited_by.last_name}`,
            team: invitation.team_name,
          })
        : t('employer.invitation.introTeam', { team: invitation.team_name })}
    </p>
  );
  const permissions = (
    <Muted>
      {t('employer.invitation.permissions', {
        list: invitation.permissions.length
          ? invitation.permissions.map((p) => t(`employer.permission.${p}`)).join(', ')
          : t('employer.invitation.noPermission'),
      })}
    </Muted>
  );

  if (employer)
    return (
      <Stack $gap="4" data-testid="team-invitation">
        {title}
        {intro}
        {permissions}
        {employer.team ? (
          <Alert $tone="warning" role="alert">
            {t('employer.invitation.alreadyInTeam', { email: employer.email })}
          </Alert>
        ) : (
          <>
            <p>{t('employer.invitation.joinAs', { email: employer.email })}</p>
            <Button type="button" disabled={busy} onClick={() => void accept({})} $block>
              {t('employer.invitation.join')}
            </Button>
          </>
        )}
      </Stack>
    );

  return (
    <Form method="post" onSubmit={submit} noValidate data-testid="team-invitation-form">
      <Stack $gap="4">
        {title}
        {intro}
        {permissions}
        <RequiredLegend />
        <ErrorSummary errors={errors} />
        <TextField
          id="invitation-email"
          label={t('employer.auth.field.email')}
          value={invitation.email}
          readOnly
        />
        <EmployerAuthField name="first_name" autoComplete="given-name" error={errors.first_name} />
        <EmployerAuthField name="last_name" autoComplete="family-name" error={errors.last_name} />
        <EmployerNewPasswordField error={errors.password} />
        {errors.email ? (
          <Alert $tone="danger" role="alert">
            {errors.email}
          </Alert>
        ) : null}
        <Button type="submit" disabled={busy} $block>
          {t('employer.invitation.create')}
        </Button>
        <span>
          {t('employer.invitation.haveAccount')}{' '}
          <RouteLink
            to="employerLogin"
            query={{ redirect: pathTo('employerTeamInvitation', lang, { token }) }}
          >
            {t('employer.register.login')}
          </RouteLink>
        </span>
      </Stack>
    </Form>
  );
}
