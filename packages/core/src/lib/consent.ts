import { useSyncExternalStore } from 'react';
import type { ConsentChoice } from '@jobboard/contracts';
import { useBrand } from './brand';

/**
 * The visitor's privacy choice in the browser (docs/privacy.md). The page starts from the choice
 * the server rendered with (the consent cookie, in the page's settings); a choice made on the
 * page, or the settings reopened from the footer, replace it here without a reload. Zod-free and
 * tiny: the app shell, the footer and every ad slot read it in the first load.
 */
/** The privacy page's section on cookies: the settings' address without JavaScript. */
export const COOKIE_SETTINGS_ANCHOR = 'cookies';

interface ConsentState {
  /** undefined: nothing changed on this page, the server's choice holds. */
  choice: ConsentChoice | null | undefined;
  /** The visitor asked to see the settings again (the footer's "Cookie settings"). */
  settingsOpen: boolean;
}

/** What the server renders (module state is shared by every request there: never read). */
const INITIAL: ConsentState = { choice: undefined, settingsOpen: false };
let state: ConsentState = INITIAL;
const listeners = new Set<() => void>();

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the consent banner again, with the visitor's current choice ticked. */
export function openConsentSettings(): void {
  update({ ...state, settingsOpen: true });
}

/** Closes reopened settings without a new choice (there is one already). */
export function closeConsentSettings(): void {
  update({ ...state, settingsOpen: false });
}

/** The choice the server recorded (its cookie set): the banner closes and ads follow it. */
export function applyConsentChoice(choice: ConsentChoice): void {
  update({ choice, settingsOpen: false });
}

/** Test hook: back to the server's choice. */
export function resetConsentState(): void {
  update(INITIAL);
}

export interface ConsentView {
  /** The visitor's choice, or null when none is valid (nothing optional may load). */
  choice: ConsentChoice | null;
  /** The banner is shown: no choice yet, or the settings were reopened. */
  bannerOpen: boolean;
  /** Reopened from the footer (the banner then offers to close without changing anything). */
  reopened: boolean;
}

export function useConsent(): ConsentView {
  const { consent } = useBrand();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
  const choice = current.choice === undefined ? (consent ?? null) : current.choice;
  return {
    choice,
    bannerOpen: choice === null || current.settingsOpen,
    reopened: choice !== null && current.settingsOpen,
  };
}
