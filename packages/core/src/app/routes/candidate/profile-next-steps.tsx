import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useMyAlerts } from '../../../features/alerts/api/alerts';
import { useDocuments } from '../../../features/profile/api/documents';
import { useSpecializations } from '../../../features/profile/api/specializations';

const Steps = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${(p) => p.theme.space[2]};
    align-items: baseline;
  }
  .mark {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    border: 2px solid ${(p) => p.theme.colors.link};
    border-radius: 50%;
    color: ${(p) => p.theme.colors.link};
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 700;
  }
  .done .mark {
    border-color: ${(p) => p.theme.colors.success};
    background: ${(p) => p.theme.colors.success};
    color: ${(p) => p.theme.colors.onSuccess};
  }
  .done .label {
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: line-through;
  }
`;

/**
 * What a new candidate does next, in order: a resume (applying needs one), their
 * specializations (what offers suit them), a job alert (offers come to them). Shown until each is
 * done; a done step stays listed, ticked, so the list does not jump.
 */
export function ProfileNextSteps() {
  const intl = useIntl();
  const { data: documents } = useDocuments();
  const { data: specializations } = useSpecializations();
  const { data: alerts } = useMyAlerts();
  // Until each answer is in, nothing: a step shown undone and then ticked would flicker.
  if (!documents || !specializations || !alerts) return null;
  const steps = [
    {
      id: 'resume',
      done: documents.data.some((d) => d.type === 'resume'),
      link: <a href="#profile-documents">{intl.formatMessage({ id: 'profile.next.resume' })}</a>,
    },
    {
      id: 'specializations',
      done: specializations.data.length > 0,
      link: (
        <a href="#profile-specializations">
          {intl.formatMessage({ id: 'profile.next.specializations' })}
        </a>
      ),
    },
    {
      id: 'alert',
      done: alerts.data.length > 0,
      link: <RouteLink to="findJob">{intl.formatMessage({ id: 'profile.next.alert' })}</RouteLink>,
    },
  ];
  if (steps.every((s) => s.done)) return null;
  const done = intl.formatMessage({ id: 'profile.next.done' });
  return (
    <Card aria-labelledby="profile-next" data-testid="profile-next-steps">
      <h2 id="profile-next">{intl.formatMessage({ id: 'profile.next.title' })}</h2>
      <Steps>
        {steps.map((step, i) => (
          <li key={step.id} className={step.done ? 'done' : undefined} data-step={step.id}>
            <span className="mark" aria-hidden="true">
              {step.done ? '✓' : i + 1}
            </span>
            <span className="label">
              {step.link}
              {step.done ? <span className="visually-hidden">{` (${done})`}</span> : null}
            </span>
          </li>
        ))}
      </Steps>
    </Card>
  );
}
