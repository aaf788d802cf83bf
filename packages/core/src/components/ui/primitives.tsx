import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { ThemeTokens } from '@jobboard/themes';

export const Container = styled.div`
  width: 100%;
  max-width: 1140px;
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space[4]};
`;

/** The id of each layout's main landmark: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** A layout's main landmark, the skip link's target (focusable by script only). */
export const Main = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  flex: 1;
  padding: ${(p) => p.theme.space[5]} 0 ${(p) => p.theme.space[7]};
`;

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
/*
 * Filled buttons use a fill role, its on-colour and its hover/active states (all checked by
 * the theme's contrast gate). `&&` lifts them over a band's link colour (header, footer).
 * The ghost button takes the colour of the text around it, readable on any surface or band.
 */
const variants = {
  primary: css`
    && {
      background: ${(p) => p.theme.colors.primary};
      color: ${(p) => p.theme.colors.onPrimary};
      border-color: ${(p) => p.theme.colors.primary};
    }
    &&:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.primaryHover};
      border-color: ${(p) => p.theme.colors.primaryHover};
    }
    &&:active:not(:disabled) {
      background: ${(p) => p.theme.colors.primaryActive};
    }
  `,
  secondary: css`
    && {
      background: ${(p) => p.theme.colors.secondary};
      color: ${(p) => p.theme.colors.onSecondary};
      border-color: ${(p) => p.theme.colors.secondary};
    }
    &&:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.secondaryHover};
      border-color: ${(p) => p.theme.colors.secondaryHover};
    }
    &&:active:not(:disabled) {
      background: ${(p) => p.theme.colors.secondaryActive};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
  `,
  danger: css`
    && {
      background: ${(p) => p.theme.colors.danger};
      color: ${(p) => p.theme.colors.onDanger};
      border-color: ${(p) => p.theme.colors.danger};
    }
  `,
};

export interface ButtonStyleProps {
  $variant?: Variant;
  $block?: boolean;
}

export const buttonStyle = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px;
  padding: ${(p) => p.theme.components.button.paddingY} ${(p) => p.theme.components.button.paddingX};
  border: 1px solid;
  border-radius: ${(p) => p.theme.components.button.radius};
  font: inherit;
  font-weight: ${(p) => p.theme.components.button.fontWeight};
  transition: background-color 0.15s ease;
  text-decoration: none;
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A button that reads as a link (a secondary action beside a form's buttons); 44 px tall to tap. */
export const linkButtonStyle = css`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${(p) => p.theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`;

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.components.card.radius};
  padding: ${(p) => p.theme.components.card.padding};
  margin-bottom: ${(p) => p.theme.space[4]};
`;

export const Stack = styled.div<{ $gap?: keyof ThemeTokens['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[p.$gap ?? '3']};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${(p) => p.theme.space[4]};
  /* Never wider than the container, on a phone narrower than the column minimum. */
  grid-template-columns: repeat(auto-fill, minmax(min(${(p) => p.$min ?? '260px'}, 100%), 1fr));
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export const Tag = styled.span`
  display: inline-block;
  padding: 2px ${(p) => p.theme.space[2]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.badge};
  color: ${(p) => p.theme.colors.onBadge};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export const inputStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${(p) => p.theme.components.input.paddingY} ${(p) => p.theme.components.input.paddingX};
  /* borderStrong: an input's outline is a UI part, 3:1 against the page (WCAG 1.4.11). */
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.borderStrong)};
  border-radius: ${(p) => p.theme.components.input.radius};
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
`;
export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyle}
  /* A search field's Escape empties it: not the platform's small cross, which no theme draws. */
  &[type='search']::-webkit-search-cancel-button {
    appearance: none;
  }
`;
/**
 * A select drawn from the theme: no platform arrow, a chevron in the text colour; a choice
 * longer than the field (a company's name on a phone) ends with an ellipsis, not mid-word.
 */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyle}
  appearance: none;
  padding-right: 2.5rem;
  text-overflow: ellipsis;
  cursor: pointer;
  background-image:
    linear-gradient(45deg, transparent 50%, ${(p) => p.theme.colors.textMuted} 50%),
    linear-gradient(135deg, ${(p) => p.theme.colors.textMuted} 50%, transparent 50%);
  background-position:
    calc(100% - 1.15rem) 50%,
    calc(100% - 0.8rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;
/*
 * A textarea grows with its text (field-sizing) from a few lines up to most of the screen, then
 * scrolls inside: no browser grabber to drag. A browser without field-sizing keeps the rows the
 * form asks for, never less than the minimum, and scrolls.
 */
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyle}
  display: block;
  resize: none;
  field-sizing: content;
  min-height: 10rem;
  max-height: max(60vh, 10rem);
  overflow-y: auto;
`;

const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[1]};
  label {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;
export const FieldError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** A field's error under it, with the id its aria-describedby names (`<field id>-error`). */
export function FieldErrorOf({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <FieldError id={`${id}-error`} role="alert">
      {error}
    </FieldError>
  ) : null;
}

/* The label and its asterisk in one line of text: the asterisk follows the label's last word. */
const LabelRow = styled.span`
  display: block;
`;
const Mark = styled.span`
  color: ${(p) => p.theme.colors.danger};
  margin-inline-start: 2px;
`;
/* U+2060 WORD JOINER: no line break between the label's last word and the asterisk. */
const WORD_JOINER = '\u2060';
const OptionalMark = styled.span`
  font-weight: ${(p) => p.theme.fontWeights.regular};
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * What a label says about its field: a red asterisk when required (the control carries
 * aria-required, and RequiredLegend explains the asterisk), "(facultatif)" when optional.
 */
export function FieldMark({ required, optional }: { required?: boolean; optional?: boolean }) {
  const intl = useIntl();
  // The joiner first: wherever the mark follows text (a label, a legend), it never wraps alone.
  if (required) return <Mark aria-hidden="true">{`${WORD_JOINER}*`}</Mark>;
  if (optional) return <OptionalMark> {intl.formatMessage({ id: 'form.optional' })}</OptionalMark>;
  return null;
}

/** "Les champs marqués d’un * sont obligatoires.": once per form that marks required fields. */
export function RequiredLegend() {
  const intl = useIntl();
  return (
    <Muted as="p" style={{ margin: 0 }}>
      {intl.formatMessage({ id: 'form.requiredLegend' })}
    </Muted>
  );
}

export function Field(props: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Marks the label with an asterisk; the control itself must carry aria-required. */
  required?: boolean;
  /** Says "(facultatif)" after the label. */
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <FieldWrap>
      {/* The asterisk sits beside the label, not in it: the label's text stays the field's name. */}
      <LabelRow>
        <label htmlFor={props.id} id={`${props.id}-label`}>
          {props.label}
          <FieldMark optional={props.optional} />
        </label>
        <FieldMark required={props.required} />
      </LabelRow>
      {props.children}
      <FieldErrorOf id={props.id} error={props.error} />
    </FieldWrap>
  );
}

type Tone = 'warning' | 'success' | 'danger' | 'info';
export const Alert = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors[p.$tone]};
  color: ${(p) => p.theme.colors[`on${p.$tone[0]!.toUpperCase()}${p.$tone.slice(1)}` as 'onWarning']};
  a,
  button.link {
    color: inherit;
  }
`;

export const Skeleton = styled.div<{ $h?: number }>`
  height: ${(p) => p.$h ?? 80}px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.border};
  opacity: 0.5;
  margin-bottom: ${(p) => p.theme.space[3]};
`;

export const PageTitle = styled.h1`
  font-size: ${(p) => p.theme.fontSizes['3xl']};
`;
