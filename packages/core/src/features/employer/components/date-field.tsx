import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LineIcon } from '../../../components/ui/line-icon';
import { inputStyle } from '../../../components/ui/primitives';
import { useLang } from '../../../lib/lang';
import { usePopup } from '../../../components/ui/use-popup';
import { readableDate } from '../../../lib/dates';

/** 'YYYY-MM-DD' ↔ a local Date at midnight (the API's date, no time zone involved). */
export const parseDay = (value: string): Date | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
};
export const formatDay = (date: Date): string =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

const Wrap = styled.div`
  position: relative;
  display: flex;
  gap: ${(p) => p.theme.space[2]};
`;
const Trigger = styled.button<{ $invalid?: boolean }>`
  ${inputStyle}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[2]};
  text-align: left;
  cursor: pointer;
  &[data-empty] {
    color: ${(p) => p.theme.colors.textMuted};
  }
  svg {
    flex: none;
  }
`;
const Clear = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.components.input.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  cursor: pointer;
`;
/* The calendar under the field, drawn from the theme over react-day-picker's own class names
   (its stylesheet is not loaded): 44 px days, the selected day in the primary fill. */
const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${(p) => p.theme.space[1]});
  left: 0;
  z-index: ${(p) => p.theme.zIndices.dropdown};
  padding: ${(p) => p.theme.space[3]};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.md};
  .rdp-months {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 44px;
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  .rdp-caption_label::first-letter {
    text-transform: uppercase;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    z-index: 1;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: ${(p) => p.theme.radii.sm};
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled {
    opacity: 0.35;
    cursor: default;
  }
  .rdp-chevron {
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    height: 32px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: ${(p) => p.theme.fontWeights.medium};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .rdp-day {
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.page};
  }
  .rdp-today .rdp-day_button {
    font-weight: ${(p) => p.theme.fontWeights.bold};
    text-decoration: underline;
  }
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  .rdp-disabled .rdp-day_button {
    color: ${(p) => p.theme.colors.textMuted};
    opacity: 0.5;
    cursor: default;
  }
  .rdp-outside .rdp-day_button {
    opacity: 0.5;
  }
  button:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: 360px) {
    padding: ${(p) => p.theme.space[2]};
    .rdp-day_button {
      width: 40px;
      height: 40px;
    }
  }
`;

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

const Loading = styled.p`
  margin: 0;
  min-width: 280px;
  min-height: 280px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const CalendarIcon = () => (
  <LineIcon
    d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
    size={20}
  />
);

/**
 * A date field in the page's language, whatever the browser's ("31 décembre 2026", weeks from
 * Sunday as in Canada), for the native date input follows the browser's locale. A button naming
 * the date opens react-day-picker's calendar (date-calendar.tsx, loaded on first use) (a grid the arrow keys, Page Up/Down and Home/End
 * walk); Escape closes it, focus back on the button, and so do a click or focus outside. `value` and `onChange`
 * speak the API's 'YYYY-MM-DD' ('' for none). Days outside [min, max] cannot be picked; a stored
 * date in the past still shows, and the server's error says why it is refused.
 */
export function DateField(props: {
  /** The button's id: the field's <label htmlFor> names it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { open, setOpen, wrap, button, onBlur } = usePopup();
  // Ids in the markup are the field's own, readable and the same on every render (no useId).
  const popoverId = `${props.id}-calendar`;
  const selected = parseDay(props.value);
  const min = props.min ? parseDay(props.min) : undefined;
  const max = props.max ? parseDay(props.max) : undefined;
  const shown = selected
    ? // A calendar day, not an instant: the same day in every time zone.
      readableDate(
        intl,
        Date.UTC(selected.getFullYear(), selected.getMonth(), selected.getDate()),
        'long',
        'UTC',
      )
    : intl.formatMessage({ id: 'employer.date.choose' });

  const labelId = `${props.id}-label`;
  return (
    <Wrap ref={wrap} onBlur={onBlur}>
      <Trigger
        ref={button}
        type="button"
        id={props.id}
        // The label, then the date shown (WCAG 2.5.3: the visible text is in the name).
        aria-labelledby={`${labelId} ${props.id}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        $invalid={props.invalid}
        data-empty={selected ? undefined : ''}
        data-value={props.value}
        data-testid={props.testId}
        onClick={() => setOpen((o) => !o)}
        // The calendar's code starts loading as soon as the field is pointed at or reached.
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
      >
        <span id={`${props.id}-value`}>{shown}</span>
        <CalendarIcon />
      </Trigger>
      {selected ? (
        <Clear
          type="button"
          onClick={() => {
            props.onChange('');
            button.current?.focus();
          }}
          aria-label={intl.formatMessage({ id: 'employer.date.clear' })}
          data-testid={props.testId ? `${props.testId}-clear` : undefined}
        >
          ×
        </Clear>
      ) : null}
      {open ? (
        <Popover
          id={popoverId}
          role="dialog"
          aria-labelledby={labelId}
          data-testid={props.testId ? `${props.testId}-calendar` : undefined}
        >
          <Suspense fallback={<Loading>…</Loading>}>
            <DateCalendar
              lang={lang}
              selected={selected}
              onSelect={(day) => {
                props.onChange(formatDay(day));
                setOpen(false);
                button.current?.focus();
              }}
              min={min}
              max={max}
            />
          </Suspense>
        </Popover>
      ) : null}
    </Wrap>
  );
}
