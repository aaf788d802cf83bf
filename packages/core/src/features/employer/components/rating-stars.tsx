import { APPLICATION_RATING_MAX } from '@jobboard/contracts/constants';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { linkButtonStyle } from '../../../components/ui/primitives';

const STARS = Array.from({ length: APPLICATION_RATING_MAX }, (_, i) => i + 1);

/**
 * A rating as a group of radio buttons drawn as stars: the native radios stay over their stars,
 * invisible, so the arrow keys move the rating and a screen reader reads « 3 étoiles sur 5 ».
 * A star is filled up to the rating and only outlined past it (a shape, not a colour alone), and
 * the rating is also written out beside the stars.
 */
const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${(p) => p.theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    float: left;
    padding: 0;
    margin-right: ${(p) => p.theme.space[1]};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  .stars {
    display: inline-flex;
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 44px;
    color: ${(p) => p.theme.colors.primary};
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:disabled {
    cursor: progress;
  }
  svg {
    width: 26px;
    height: 26px;
    pointer-events: none;
  }
  input:focus-visible + svg {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
  .summary {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
  .value {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  button {
    ${linkButtonStyle}
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.3L12 17.1l-5.7 3.1 1.2-6.3-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function RatingStars(props: {
  /** Unique in the page: the radios' name. */
  name: string;
  value: number | null;
  onChange: (rating: number | null) => void;
  disabled?: boolean;
  /** Whose application it is, for the clear button's accessible name. */
  candidate: string;
}) {
  const intl = useIntl();
  const { value } = props;
  const stars = useRef<HTMLSpanElement>(null);
  const clear = () => {
    props.onChange(null);
    // The button goes with the rating: the keyboard's focus goes back to the stars.
    stars.current?.querySelector('input')?.focus();
  };
  return (
    <Group data-testid="application-rating" data-rating={value ?? ''}>
      <legend>{intl.formatMessage({ id: 'employer.applications.rating.legend' })}</legend>
      <span className="stars" ref={stars}>
        {STARS.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name={props.name}
              value={n}
              checked={value === n}
              disabled={props.disabled}
              onChange={() => props.onChange(n)}
              aria-label={intl.formatMessage(
                { id: 'employer.applications.rating.star' },
                { count: n, max: APPLICATION_RATING_MAX },
              )}
              data-testid={`application-rating-${n}`}
            />
            <Star filled={value !== null && n <= value} />
          </label>
        ))}
      </span>
      {/* The value and its clear button wrap together, under the stars on a narrow screen. */}
      <span className="summary">
        <span className="value" aria-live="polite">
          {value === null
            ? intl.formatMessage({ id: 'employer.applications.rating.none' })
            : intl.formatMessage(
                { id: 'employer.applications.rating.value' },
                { count: value, max: APPLICATION_RATING_MAX },
              )}
        </span>
        {value !== null ? (
          <button
            type="button"
            disabled={props.disabled}
            onClick={clear}
            aria-label={intl.formatMessage(
              { id: 'employer.applications.rating.clearOf' },
              { name: props.candidate },
            )}
            data-testid="application-rating-clear"
          >
            {intl.formatMessage({ id: 'employer.applications.rating.clear' })}
          </button>
        ) : null}
      </span>
    </Group>
  );
}
