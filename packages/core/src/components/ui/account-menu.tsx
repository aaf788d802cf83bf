import { type ReactNode } from 'react';
import styled from 'styled-components';
import { LineIcon } from './line-icon';
import { usePopup } from './use-popup';

const Wrap = styled.div`
  position: relative;
`;
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px;
  min-width: 44px;
  padding: 0;
  border: 0;
  border-radius: 22px;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  cursor: pointer;
  &:has(> span + span) {
    padding-right: ${(p) => p.theme.space[3]};
  }
  svg {
    flex: none;
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  /* On a header of the brand colour a primary avatar would vanish: it takes the secondary fill. */
  background: ${(p) =>
    p.theme.layout.header === 'brand' ? p.theme.colors.secondary : p.theme.colors.primary};
  color: ${(p) =>
    p.theme.layout.header === 'brand' ? p.theme.colors.onSecondary : p.theme.colors.onPrimary};
  /* Drawn, not written: text hidden with aria-hidden is still text a speech user sees, and
     checkers (axe's label-content-name-mismatch) want it in the button's name, where « CC »
     would only be noise read aloud. Generated content is no text of the page. */
  &::before {
    content: attr(data-initials);
  }
`;
const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  span {
    max-width: 10rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
/* `&&` lifts the panel's colours and focus ring over the header band's (header-bar.ts). */
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${(p) => p.theme.space[2]});
  z-index: ${(p) => p.theme.zIndices.dropdown};
  min-width: 220px;
  display: flex;
  flex-direction: column;
  padding: ${(p) => p.theme.space[1]};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.md};
  && p {
    margin: 0 -${(p) => p.theme.space[1]} ${(p) => p.theme.space[1]};
    padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[2]};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  && a,
  && button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    margin: 0;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    text-align: left;
    background: none;
    border: 0;
    border-radius: ${(p) => p.theme.radii.sm};
    font: inherit;
    font-weight: ${(p) => p.theme.fontWeights.regular};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  && a:hover,
  && button:hover {
    background: ${(p) => p.theme.colors.page};
  }
  && a[aria-current='page'] {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  && a:focus-visible,
  && button:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: -2px;
  }
  && button:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

/**
 * The signed-in person's account button and its menu, from 768 px up (both headers): a
 * disclosure (button with aria-expanded and aria-controls, the items right after it in the tab
 * order). Escape closes it and gives focus back to the button; a click or focus outside closes
 * it; following an item closes it.
 */
export function AccountMenu({
  id,
  label,
  initials,
  name,
  heading,
  testId,
  children,
}: {
  /** The panel's id (aria-controls). */
  id: string;
  /**
   * The button's accessible name. With a `name` shown it starts with that name (WCAG 2.5.3,
   * label in name: "Émilie, mon compte"), so that a speech user saying what they see reaches it.
   */
  label: string;
  initials: string;
  /** A name shown beside the initials (the candidate's first name); none: the initials alone. */
  name?: string;
  /** The panel's first line (the full name). */
  heading?: string;
  testId?: string;
  /** The items; `close` shuts the menu (an item that leads elsewhere calls it). */
  children: (close: () => void) => ReactNode;
}) {
  const { open, setOpen, wrap, button, onBlur } = usePopup();

  const close = () => setOpen(false);
  return (
    <Wrap ref={wrap} onBlur={onBlur}>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {/* The initials are a picture of the person (an avatar), hidden from assistive
            technologies: the only text the button shows is the name (label in name, WCAG
            2.5.3), or none, and its accessible name is the label. */}
        <Initials aria-hidden="true" data-initials={initials} />
        {name ? (
          <Label>
            <span>{name}</span>
            <LineIcon d="M6 9l6 6 6-6" size={16} roundJoins />
          </Label>
        ) : null}
      </Toggle>
      {open ? (
        <Panel id={id}>
          {heading ? <p>{heading}</p> : null}
          {children(close)}
        </Panel>
      ) : null}
    </Wrap>
  );
}
