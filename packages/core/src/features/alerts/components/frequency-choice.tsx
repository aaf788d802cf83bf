import { ALERT_FREQUENCIES, type AlertFrequency } from '@jobboard/contracts/constants';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { radioSegments } from '../../../components/ui/radio-segments';

/**
 * Daily or weekly as two pills (radio buttons drawn from the theme, like the sort control): the
 * native radios stay in the page, visually hidden, so keyboard and screen readers use them.
 */
const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[1]};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  .pills {
    display: inline-flex;
    flex-wrap: wrap;
    padding: 2px;
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.components.button.radius};
    background: ${(p) => p.theme.colors.surface};
  }
  ${radioSegments}
  span {
    min-height: 40px;
    min-width: 44px;
    padding: 0 ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.components.button.radius};
    color: ${(p) => p.theme.colors.text};
  }
  input:checked + span {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  input:focus-visible + span {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function FrequencyChoice({
  name,
  value,
  onChange,
  legend,
  disabled,
}: {
  name: string;
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
  legend: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <Group disabled={disabled}>
      <legend>{legend}</legend>
      <div className="pills">
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency}>
            <input
              type="radio"
              name={name}
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              data-testid={`alert-frequency-${frequency}`}
            />
            <span>{intl.formatMessage({ id: `alerts.frequency.${frequency}` })}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}
