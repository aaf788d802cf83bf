import type { Alert, AlertFilters, AlertFrequency, Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { AlertLimitError, createAlert, toAlert } from '../repositories/alerts.js';
import { confirmationToken } from '../repositories/newsletter.js';
import { getReference } from '../repositories/reference.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';

export type SaveAlertOutcome =
  /** The owner has ALERT_MAX_PER_OWNER alerts already: nothing written, nothing sent. */
  | { kind: 'limit' }
  /** A candidate's alert, confirmed at once. */
  | { kind: 'saved'; alert: Alert }
  /** A visitor's (double opt-in): the same outcome whatever the address already has. */
  | { kind: 'requested' };

/**
 * A search saved as a job alert (docs/mail.md#job-alerts): a signed-in candidate's (`userId`) is
 * confirmed at once and given back; a visitor's waits for the confirmation link mailed to
 * `email` (job-alert-confirmation, from the board's canonical origin, counted against the
 * recipient's mail limit), unless one went for the same alert a moment ago. The same search saved
 * again is the same alert.
 */
export async function saveAlert(
  app: BoardMailApp,
  asker: Asker,
  input: {
    board: BrandManifest;
    lang: Language;
    userId: number | null;
    email?: string;
    filters: AlertFilters;
    frequency: AlertFrequency;
  },
): Promise<SaveAlertOutcome> {
  const { board, lang, userId, email } = input;
  let outcome;
  try {
    outcome = await createAlert(app.db, {
      board: board.name,
      userId,
      email: userId !== null ? null : email,
      language: lang,
      filters: input.filters,
      frequency: input.frequency,
    });
  } catch (error) {
    if (error instanceof AlertLimitError) return { kind: 'limit' };
    throw error;
  }
  // Only a candidate gets the alert back: a visitor's answer must not tell whether an address
  // has alerts.
  if (userId !== null && outcome.confirmed) {
    const reference = await getReference(app.db);
    return { kind: 'saved', alert: toAlert(reference, outcome.alert, lang) };
  }
  if (!outcome.confirmed && outcome.link) {
    const origin = boardOrigin(app, board);
    await queueMail(app, asker, {
      to: email!,
      template: 'job-alert-confirmation',
      lang,
      brand: boardMailBrand(app, board, lang),
      data: {
        url: origin + pathTo('alertConfirmation', lang, { token: confirmationToken(outcome.link) }),
        summary: toAlert(await getReference(app.db), outcome.alert, lang).summary,
        weekly: outcome.alert.frequency === 'weekly',
      },
    });
  }
  return { kind: 'requested' };
}
