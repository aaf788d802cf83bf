import { EMPLOYER_APPLICATION_STAGES, type ApplicationStage } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Select } from './primitives';

type Tone = 'neutral' | 'info' | 'success' | 'muted' | 'warning';
const TONES: Record<ApplicationStage, Tone> = {
  received: 'neutral',
  viewed: 'neutral',
  in_review: 'info',
  interview: 'warning',
  offer: 'success',
  not_retained: 'muted',
  withdrawn: 'muted',
};

const toneStyle = (theme: DefaultTheme, tone: Tone) => {
  switch (tone) {
    case 'info':
      return css`
        background: ${theme.colors.info};
        color: ${theme.colors.onInfo};
      `;
    case 'success':
      return css`
        background: ${theme.colors.success};
        color: ${theme.colors.onSuccess};
      `;
    case 'warning':
      return css`
        background: ${theme.colors.warning};
        color: ${theme.colors.onWarning};
      `;
    case 'muted':
      return css`
        background: transparent;
        color: ${theme.colors.textMuted};
        border-color: ${theme.colors.borderStrong};
      `;
    default:
      return css`
        background: ${theme.colors.badge};
        color: ${theme.colors.onBadge};
      `;
  }
};

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  padding: 2px ${(p) => p.theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  white-space: nowrap;
  ${(p) => toneStyle(p.theme, p.$tone)}
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Where an application stands, as a coloured pill with its name (never colour alone). */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  const intl = useIntl();
  return (
    <Badge $tone={TONES[stage]} data-testid="stage-badge" data-stage={stage}>
      {intl.formatMessage({ id: `application.stage.${stage}` })}
    </Badge>
  );
}

/* The words stay on one line: where the select does not fit beside them, it goes under them. */
const StageField = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  white-space: nowrap;
  font-weight: ${(p) => p.theme.fontWeights.medium};
  select {
    width: auto;
    min-width: 12rem;
  }
`;

/**
 * The employer's stage picker (the stages an employer may set; `withdrawn` is the candidate's).
 * `placeholder`: a first empty choice, for the bulk bar where no stage is chosen yet.
 */
export function StageSelect(props: {
  id: string;
  value: ApplicationStage | '';
  onChange: (stage: Exclude<ApplicationStage, 'withdrawn'>) => void;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
}) {
  const intl = useIntl();
  return (
    <StageField htmlFor={props.id}>
      {props.label ?? intl.formatMessage({ id: 'application.stage.label' })}
      <Select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        data-testid="stage-select"
        onChange={(e) => {
          const stage = e.target.value as Exclude<ApplicationStage, 'withdrawn'> | '';
          if (stage) props.onChange(stage);
        }}
      >
        {props.placeholder !== undefined ? (
          <option value="" disabled>
            {props.placeholder}
          </option>
        ) : null}
        {EMPLOYER_APPLICATION_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {intl.formatMessage({ id: `application.stage.${stage}` })}
          </option>
        ))}
      </Select>
    </StageField>
  );
}
