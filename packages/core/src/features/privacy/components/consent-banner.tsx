import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ConsentChoice } from '@jobboard/contracts';
import { Button } from '../../../components/ui/primitives';
import { pathTo } from '@jobboard/contracts/routes';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import {
  applyConsentChoice,
  closeConsentSettings,
  COOKIE_SETTINGS_ANCHOR,
  useConsent,
} from '../../../lib/consent';
import { consentFormAction, saveConsent } from '../api/save-consent';

/*
 * A sheet fixed to the bottom of the viewport, over the page: it moves no content and leaves
 * the page usable above it. Its height is capped so a phone keeps most of the page in view; the
 * choices scroll inside it when opened.
 */
const Sheet = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${(p) => p.theme.zIndices.modal};
  /* The web font arriving rewraps the text (one line more or less): a sheet as tall as its
     content in the taller of the two fonts keeps its top edge where it was (a moving edge is a
     layout shift), and inside it the text grows into the room left above the buttons, which stay
     at the bottom. The heights are those measured on every brand, fr and en, in either font, at
     the narrowest width of each range, so that little room is left; a narrow phone wraps more,
     hence the slope under 390 px. */
  display: flex;
  flex-direction: column;
  min-height: min(85vh, max(17rem, min(21.5rem, calc(17rem + (390px - 100vw) * 1.6))));
  ${(p) => p.theme.media.sm} {
    min-height: 16rem;
  }
  ${(p) => p.theme.media.md} {
    min-height: 13.5rem;
  }
  ${(p) => p.theme.media.lg} {
    min-height: 12rem;
  }
  ${(p) => p.theme.media.xl} {
    min-height: 10.5rem;
  }
  max-height: 85vh;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;
/* In the privacy page the form keeps the measure of the text above it, at the section's start. */
const Inner = styled.form<{ $inline: boolean }>`
  max-width: ${(p) => (p.$inline ? '70ch' : '1100px')};
  margin: ${(p) => (p.$inline ? `${p.theme.space[4]} 0 0` : '0 auto')};
  padding: ${(p) => (p.$inline ? '0' : p.theme.space[4])};
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  /* In the banner: the whole sheet, the text's row taking the room the buttons leave. */
  ${(p) =>
    !p.$inline &&
    `
    flex: 1 0 auto;
    width: 100%;
    grid-template-rows: 1fr auto auto;
  `}
  ${(p) => p.theme.media.md} {
    grid-template-columns: ${(p) => (p.$inline ? '1fr' : '1fr auto')};
    grid-template-rows: ${(p) => (p.$inline ? 'none' : '1fr auto')};
    align-items: center;
    column-gap: ${(p) => p.theme.space[5]};
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space[1]};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;
/* The banner's heading and text, from the top of the sheet. */
const Intro = styled.div`
  align-self: start;
`;
/* Refuse and accept side by side, the same size and style: neither is the easier click. Where
   the two do not fit on one line (a narrow phone, the privacy page's card) each takes a whole
   line rather than wrapping its words. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  > * {
    flex: 1 1 0;
    min-width: max-content;
  }
  ${(p) => p.theme.media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(160px, auto));
    justify-content: start;
  }
`;
/*
 * "Choose": a <details> so that the choices open without JavaScript too; its summary is drawn as
 * a link-like button (the browser's triangle hidden) and spans the whole row.
 */
const Choices = styled.details`
  grid-column: 1 / -1;
  summary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${(p) => p.theme.colors.link};
    text-decoration: underline;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  fieldset {
    margin: ${(p) => p.theme.space[2]} 0 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: ${(p) => p.theme.space[2]};
  }
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[2]};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;
const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.components.input.radius};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  input {
    flex: none;
    margin-top: 2px;
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;
const FormFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  margin-top: ${(p) => p.theme.space[3]};
`;
const ErrorText = styled.p`
  grid-column: 1 / -1;
  color: ${(p) => p.theme.colors.danger};
`;

type Submitted = 'all' | 'none' | 'custom';

/** The choice a button of the form stands for. */
export function choiceOf(
  submitted: Submitted,
  ticked: { advertising: boolean; measurement: boolean },
): ConsentChoice {
  if (submitted === 'all') return { advertising: true, measurement: true };
  if (submitted === 'none') return { advertising: false, measurement: false };
  return { advertising: ticked.advertising, measurement: ticked.measurement };
}

/**
 * The consent banner (docs/privacy.md): shown on a visitor's first page of the board, in the
 * page's language, and again from the footer's "Cookie settings". "Refuse all" and "Accept all"
 * are equal; "Choose" opens one box per purpose (advertising, audience measurement).
 *
 * It is a plain form: without JavaScript (or before this chunk arrived) its buttons post to the
 * server, which records the choice, sets the cookie and sends the visitor back to the same page.
 * With JavaScript the choice is sent in the background and the banner closes in place.
 */
export function ConsentBanner() {
  const { reopened } = useConsent();
  // A readable id, the same on every render (no useId): one banner a page.
  const titleId = 'consent-banner-title';
  const sheetRef = useRef<HTMLElement>(null);

  // Marks the banner interactive (its chunk loaded and hydrated): until then its buttons post
  // the form to the server, which also works. End-to-end tests wait for it.
  useEffect(() => {
    if (sheetRef.current) sheetRef.current.dataset.ready = 'true';
  }, []);

  // Reopened from the footer: focus moves into the banner (as a dialog's would), and Escape
  // closes it, giving focus back to the link that opened it.
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement as HTMLElement | null;
    sheetRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeConsentSettings();
      opener?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reopened]);

  // A <section> with a name is a region landmark: listed and reachable by a screen reader.
  return (
    <Sheet ref={sheetRef} aria-labelledby={titleId} tabIndex={-1} data-consent-banner="">
      <ConsentForm titleId={titleId} />
    </Sheet>
  );
}

/**
 * The consent form itself: in the banner, and in the privacy page's cookie section (`inline`:
 * its heading is the section's, the choices open), where a visitor without JavaScript changes
 * a choice made before.
 */
export function ConsentForm({ titleId, inline = false }: { titleId?: string; inline?: boolean }) {
  const intl = useIntl();
  const { board } = useBrand();
  const location = useLocation();
  const lang = useLang();
  const { choice, reopened } = useConsent();
  const [ticked, setTicked] = useState({
    advertising: choice?.advertising ?? false,
    measurement: choice?.measurement ?? false,
  });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const m = (id: string) => intl.formatMessage({ id });

  // The choice changed elsewhere on the page (the banner, the other form): the boxes follow.
  useEffect(() => {
    setTicked({
      advertising: choice?.advertising ?? false,
      measurement: choice?.measurement ?? false,
    });
  }, [choice?.advertising, choice?.measurement]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next = choiceOf((submitter?.value ?? 'custom') as Submitted, ticked);
    setPending(true);
    setFailed(false);
    try {
      await saveConsent(board, next);
      applyConsentChoice(next);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  const choices = (
    <>
      <fieldset>
        <legend>{m('consent.purposes')}</legend>
        <Choice>
          <input
            type="checkbox"
            name="advertising"
            checked={ticked.advertising}
            onChange={(e) => setTicked((t) => ({ ...t, advertising: e.target.checked }))}
          />
          <span>
            {m('consent.advertising')}
            <small>{m('consent.advertisingHint')}</small>
          </span>
        </Choice>
        <Choice>
          <input
            type="checkbox"
            name="measurement"
            checked={ticked.measurement}
            onChange={(e) => setTicked((t) => ({ ...t, measurement: e.target.checked }))}
          />
          <span>
            {m('consent.measurement')}
            <small>{m('consent.measurementHint')}</small>
          </span>
        </Choice>
      </fieldset>
      <FormFooter>
        <Button type="submit" name="choice" value="custom" disabled={pending}>
          {m('consent.save')}
        </Button>
        {reopened && !inline && (
          <Button type="button" $variant="ghost" onClick={closeConsentSettings}>
            {m('consent.close')}
          </Button>
        )}
      </FormFooter>
    </>
  );

  return (
    <Inner
      $inline={inline}
      method="post"
      action={consentFormAction(board)}
      onSubmit={(event) => void onSubmit(event)}
      data-consent-form={inline ? 'inline' : 'banner'}
    >
      <input type="hidden" name="return" value={location.pathname + location.search} />
      {!inline && (
        <Intro>
          <h2 id={titleId}>{m('consent.title')}</h2>
          <p>
            {m('consent.text')}{' '}
            <Link to={`${pathTo('privacy', lang)}#${COOKIE_SETTINGS_ANCHOR}`}>
              {m('consent.learnMore')}
            </Link>
          </p>
        </Intro>
      )}
      <Actions>
        <Button type="submit" name="choice" value="none" $variant="secondary" disabled={pending}>
          {m('consent.refuseAll')}
        </Button>
        <Button type="submit" name="choice" value="all" $variant="secondary" disabled={pending}>
          {m('consent.acceptAll')}
        </Button>
      </Actions>
      {/* In the privacy page's section the choices are always shown: no "Choose" to click. */}
      {inline ? (
        <Choices as="div">{choices}</Choices>
      ) : (
        <Choices open={reopened || undefined}>
          <summary>{m('consent.choose')}</summary>
          {choices}
        </Choices>
      )}
      {failed && <ErrorText role="alert">{m('consent.failed')}</ErrorText>}
    </Inner>
  );
}
