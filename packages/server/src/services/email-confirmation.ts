import type { Guard, Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import { deliverHeldApplications, hasHeldApplications } from '../repositories/applications.js';
import { offerSlug } from '../repositories/offers.js';
import {
  consumeSecureLink,
  issueSecureLink,
  type CheckResult,
} from '../repositories/secure-links.js';
import {
  confirmNewsletterAtSignup,
  findUserById,
  linkUserIfVerified,
  markEmailVerified,
  type UserRow,
} from '../repositories/users.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';
import { notifyEmployersOfDelivered } from './new-application-mails.js';

/**
 * An address's confirmation: the link mailed at sign-up (and on request), what following it does,
 * and the "you already have an account" mail that a sign-up with a taken address gets instead.
 * Links point to the token pages of the site's route table (emailConfirmation), with the selector
 * and the token in the path, from the board's canonical origin (boardOrigin).
 */

/**
 * Who a link mail goes to. A mail sent because of a request is written in the language of the
 * page the request came from (`language`), not the account's stored one.
 */
export interface LinkRecipient {
  id: number;
  email: string;
  firstName: string;
  language: Language;
}

/** `user` as a link mail's recipient, in the language of the page the request came from. */
export const linkRecipient = (
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  lang: Language,
): LinkRecipient => ({ id: user.id, email: user.email, firstName: user.firstName, language: lang });

/** Context kept with a confirmation link: the sign-up's newsletter box, confirmed with the address. */
export interface ConfirmationData {
  newsletter?: string;
}

/** A new confirmation link for `user`'s address, and its mail (counted against the recipient's limit). */
export async function queueEmailConfirmation(
  app: BoardMailApp,
  asker: Asker,
  input: { board: BrandManifest; user: LinkRecipient; data?: ConfirmationData },
): Promise<void> {
  const { board, user, data = {} } = input;
  const { selector, token } = await issueSecureLink(app.db, {
    type: 'email-confirmation',
    userId: user.id,
    email: user.email,
    data: Object.keys(data).length ? JSON.stringify(data) : null,
  });
  const lang = user.language;
  await queueMail(app, asker, {
    to: user.email,
    template: 'email-confirmation',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      firstName: user.firstName,
      url: boardOrigin(app, board) + pathTo('emailConfirmation', lang, { selector, token }),
      // An application made while registering waits for this link: the mail says so.
      heldApplication: await hasHeldApplications(app.db, user.id),
    },
  });
}

/** To the owner of an address someone tried to sign up with again: where to sign in or reset. */
export async function queueAccountExists(
  app: BoardMailApp,
  asker: Asker,
  input: { board: BrandManifest; user: LinkRecipient; guard: Guard },
): Promise<void> {
  const { board, user } = input;
  const origin = boardOrigin(app, board);
  const lang = user.language;
  const employer = input.guard === 'ats';
  await queueMail(app, asker, {
    to: user.email,
    template: 'account-exists',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: {
      firstName: user.firstName,
      loginUrl: origin + pathTo(employer ? 'employerLogin' : 'login', lang),
      resetUrl: origin + pathTo(employer ? 'employerForgotPassword' : 'forgotPassword', lang),
    },
  });
}

export type ResendOutcome =
  | { kind: 'already_confirmed' }
  | { kind: 'account_gone' }
  /** A new link went to `email`. */
  | { kind: 'sent'; email: string };

/**
 * A signed-in account asks for a new confirmation link (its session says whether the address is
 * confirmed already), mailed in `lang`.
 */
export async function resendEmailConfirmation(
  app: BoardMailApp,
  asker: Asker,
  input: { board: BrandManifest; account: { id: number; emailVerified: boolean }; lang: Language },
): Promise<ResendOutcome> {
  if (input.account.emailVerified) return { kind: 'already_confirmed' };
  const user = await findUserById(app.db, input.account.id);
  if (!user) return { kind: 'account_gone' };
  await queueEmailConfirmation(app, asker, {
    board: input.board,
    user: linkRecipient(user, input.lang),
  });
  return { kind: 'sent', email: user.email };
}

export type EmailConfirmation =
  /** The link did not check out (the caller answers 404 or 410). */
  | { kind: 'link_failed'; check: Extract<CheckResult, { ok: false }> }
  /** A second click on the same link: the address is confirmed, which the caller says. */
  | { kind: 'already_confirmed' }
  /** The link was good (and is now used) but its account is gone. */
  | { kind: 'account_gone' }
  | {
      kind: 'confirmed';
      /** The account, for the caller to sign in. */
      user: UserRow;
      /** An apply-and-register's new candidate lands on the offer they applied to (a path in `lang`). */
      next?: string;
    };

/**
 * An e-mail confirmation link followed: the link is used (once), then the address is marked
 * proven and what was held for it (apply-and-register) delivered, those two in one transaction;
 * then the teams of the delivered applications are mailed and the newsletter asked for at sign-up
 * (the link's data) confirmed. Signing the account in is the caller's.
 */
export async function confirmEmail(
  app: BoardMailApp,
  asker: Asker,
  input: { selector: string; token: string; lang: Language },
): Promise<EmailConfirmation> {
  const { db } = app;
  const used = await consumeSecureLink(db, 'email-confirmation', input.selector, input.token);
  if (!used.ok) {
    if (used.reason === 'used' && (await linkUserIfVerified(db, input.selector)))
      return { kind: 'already_confirmed' };
    return { kind: 'link_failed', check: used };
  }
  const { userId, data } = used.link;
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) return { kind: 'account_gone' };
  const delivered = await db.transaction(async (tx) => {
    await markEmailVerified(tx, user.id);
    return deliverHeldApplications(tx, user.id);
  });
  await notifyEmployersOfDelivered(app, asker, delivered);
  const context = parseConfirmationData(data);
  if (context.newsletter && app.brands.has(context.newsletter))
    await confirmNewsletterAtSignup(db, {
      board: context.newsletter,
      email: user.email,
      language: user.language,
    });
  const offerId = delivered.find((application) => application.offerId !== null)?.offerId;
  const slug = offerId ? await offerSlug(db, offerId, input.lang) : undefined;
  return {
    kind: 'confirmed',
    user,
    ...(offerId && slug ? { next: pathTo('offer', input.lang, { slug, id: offerId }) } : {}),
  };
}

/** The context a confirmation link carries (a newsletter asked for at sign-up); {} when unreadable. */
function parseConfirmationData(data: string | null): ConfirmationData {
  if (!data) return {};
  try {
    const parsed = JSON.parse(data) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as ConfirmationData) : {};
  } catch {
    return {};
  }
}
