import { PERMISSIONS, type PermissionName } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ErrorSummary } from '../../../components/forms/error-summary';
import { TextField } from '../../../components/forms/text-field';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import {
  Button,
  Card,
  FieldErrorOf,
  Muted,
  RequiredLegend,
  Skeleton,
  Stack,
} from '../../../components/ui/primitives';
import { Form } from '../../../components/forms/form';
import { useBrand } from '../../../lib/brand';
import { readableDate } from '../../../lib/dates';
import { notify, notifyApiError } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { useEmployerMe } from '../../../lib/get-employer-me';
import { cancelTeamInvitation, inviteColleague, removeTeamMember, useTeam } from '../api/team';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[2]};
    overflow-wrap: anywhere;
  }
`;

const Boxes = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  legend {
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space[2]};
  }
`;

/**
 * « Équipe / Team » (docs/employers.md#team-and-invitations): the members with their permissions,
 * the pending invitations (each may be canceled) and the form that invites a colleague by e-mail
 * with some of the permissions the manager holds.
 */
export function TeamPanel({ held }: { held: readonly PermissionName[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { board } = useBrand();
  const { data, mutate } = useTeam();
  const { employer } = useEmployerMe();
  const { busy, errors, run } = useSubmit();
  const [permissions, setPermissions] = useState<PermissionName[]>([]);
  const [email, setEmail] = useState('');
  const permissionList = (list: readonly PermissionName[]) =>
    list.length
      ? list.map((p) => t(`employer.permission.${p}`)).join(', ')
      : t('employer.team.noPermission');
  const date = (iso: string) => readableDate(intl, iso);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void run(async () => {
      const answer = await inviteColleague(board, { email: email.trim(), permissions });
      notify.success(t('employer.team.invited', { email: answer.data.email }));
      setEmail('');
      setPermissions([]);
      await mutate();
    });
  };
  const cancel = async (id: number) => {
    try {
      await cancelTeamInvitation(id);
      notify.success(t('employer.team.canceled'));
    } catch (error) {
      notifyApiError(error, intl);
    }
    await mutate();
  };

  const remove = async (id: number, name: string) => {
    try {
      await removeTeamMember(id);
      notify.success(t('employer.team.removed', { name }));
    } catch (error) {
      notifyApiError(error, intl);
    }
    await mutate();
  };

  const team = data?.data;
  return (
    <Stack $gap="4">
      <Card aria-labelledby="team-members">
        <h2 id="team-members">{t('employer.team.members')}</h2>
        {team ? (
          <List data-testid="team-members">
            {team.members.map((m) => {
              const name = `${m.first_name} ${m.last_name}`;
              const self = m.id === employer?.id;
              return (
                <li key={m.id}>
                  <span>
                    <strong>{name}</strong> {self ? <Muted>{t('employer.team.you')} </Muted> : null}
                    <Muted>{m.email}</Muted>
                    <br />
                    {permissionList(m.permissions)}
                  </span>
                  {self ? null : (
                    <ConfirmButton
                      variant="secondary"
                      question={t('employer.team.removeQuestion', { name })}
                      onConfirm={() => remove(m.id, name)}
                    >
                      {t('employer.team.remove')}
                    </ConfirmButton>
                  )}
                </li>
              );
            })}
          </List>
        ) : (
          <Skeleton $h={80} />
        )}
      </Card>

      <Card aria-labelledby="team-invitations">
        <h2 id="team-invitations">{t('employer.team.pending')}</h2>
        {team && team.invitations.length === 0 ? <p>{t('employer.team.noPending')}</p> : null}
        {team && team.invitations.length > 0 ? (
          <List data-testid="team-invitations">
            {team.invitations.map((i) => (
              <li key={i.id}>
                <span>
                  <strong>{i.email}</strong>
                  <br />
                  <Muted>
                    {t('employer.team.invitationLine', {
                      permissions: permissionList(i.permissions),
                      date: date(i.expires_at),
                    })}
                  </Muted>
                </span>
                <ConfirmButton
                  variant="secondary"
                  question={t('employer.team.cancelQuestion', { email: i.email })}
                  onConfirm={() => cancel(i.id)}
                >
                  {t('employer.team.cancel')}
                </ConfirmButton>
              </li>
            ))}
          </List>
        ) : null}
      </Card>

      <Card aria-labelledby="team-invite">
        <h2 id="team-invite">{t('employer.team.invite')}</h2>
        <p>{t('employer.team.inviteIntro')}</p>
        <Form method="post" onSubmit={submit} noValidate data-testid="team-invite-form">
          <Stack $gap="3">
            <RequiredLegend />
            <ErrorSummary errors={errors} />
            <TextField
              id="team-email"
              name="email"
              type="email"
              autoComplete="off"
              label={t('employer.team.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
              required
            />
            <Boxes aria-describedby={errors.permissions ? 'team-permissions-error' : undefined}>
              <legend>{t('employer.team.permissions')}</legend>
              {PERMISSIONS.filter((p) => held.includes(p)).map((p) => (
                <label key={p}>
                  <input
                    type="checkbox"
                    name="permissions"
                    value={p}
                    checked={permissions.includes(p)}
                    onChange={(e) =>
                      setPermissions((list) =>
                        e.target.checked ? [...list, p] : list.filter((x) => x !== p),
                      )
                    }
                  />{' '}
                  {t(`employer.permission.${p}`)}
                </label>
              ))}
              <FieldErrorOf id="team-permissions" error={errors.permissions} />
            </Boxes>
            <div>
              <Button type="submit" disabled={busy}>
                {t('employer.team.send')}
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
