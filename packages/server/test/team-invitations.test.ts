import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_INVITATIONS_PER_DAY, type Team } from '@jobboard/contracts';
import { teamInvitations, userPermissions, users } from '../src/db/schema.js';
import type { OutboxEntry } from '../src/services/mail.js';
import { deleteStaleInvitations } from '../src/repositories/team-invitations.js';
import { insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/**
 * « Inviter un collègue » (docs/employers.md#team-and-invitations): a manager invites by e-mail,
 * the mail's link (the brand's origin, never a request header) opens once within 7 days, the
 * colleague joins with the permissions given. Runs on PGlite and on PostgreSQL (POSTGRESQL_PASS:
 * the daily count is a row updated by concurrent requests).
 */
let t: TestApp;
let manager: TestUser;
let offerId: number;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://{host}' } });
  manager = await t.createEmployer({ language: 'fr' });
  await t.db
    .update(users)
    .set({ firstName: 'Rita', lastName: 'Gérante' })
    .where(eq(users.id, manager.id));
  const company = await insertCompany(t.db, manager.teamId!);
  offerId = await insertOffer(t.db, manager.teamId!, company, { status: 'published' });
});
afterAll(() => t.close());

const INVITE = '/api/jobboard/jobboard/employer/team/invitations';
const headers = (cookie?: string, lg: 'fr' | 'en' = 'fr') => ({
  host: 'jobboard.localhost:4999',
  'x-forwarded-host': 'evil.example',
  cookie: [cookie, `lg=${lg}`].filter(Boolean).join('; '),
});
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { cookie?: string; lg?: 'fr' | 'en'; body?: object } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.30.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: headers(options.cookie, options.lg),
    ...(options.body ? { payload: options.body } : {}),
  });

let emailCounter = 0;
const freshEmail = () => `colleague-${Date.now().toString(36)}-${++emailCounter}@example.test`;

async function mailTo(email: string): Promise<OutboxEntry> {
  for (let i = 0; i < 150; i++) {
    const mail = (await t.mailer.listOutbox(email)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${email}`);
}

/** The link's token, from the mailed URL. */
const tokenOf = (mail: OutboxEntry) => {
  const match = /\/invitation\/([A-Za-z0-9_-]+)$/.exec(String(mail.data.url));
  if (!match) throw new Error(`no token in ${String(mail.data.url)}`);
  return match[1]!;
};

async function invite(
  inviter: TestUser,
  email = freshEmail(),
  permissions = ['manage_offers', 'manage_candidates'],
  lg: 'fr' | 'en' = 'fr',
) {
  const res = await call('POST', INVITE, {
    cookie: inviter.cookie,
    lg,
    body: { email, permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await mailTo(email);
  return { email, id: res.json().data.id as number, mail, token: tokenOf(mail) };
}

describe('the team page', () => {
  it('lists the members with their permissions and the pending invitations, for its manager only', async () => {
    const reader = await t.createEmployer({
      teamId: manager.teamId!,
      permissions: ['manage_candidates'],
    });
    const res = await call('GET', '/api/ats/team', { cookie: manager.cookie });
    expect(res.statusCode).toBe(200);
    const team = res.json() as Team;
    expect(team.data.members.find((m) => m.id === manager.id)?.permissions).toEqual([
      'manage_companies',
      'manage_offers',
      'manage_candidates',
    ]);
    expect(team.data.members.find((m) => m.id === reader.id)?.permissions).toEqual([
      'manage_candidates',
    ]);
    // A member without every permission does not manage the team; a guest is not signed in.
    const refused = await call('GET', '/api/ats/team', { cookie: reader.cookie, lg: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only a member who holds every permission may manage the team.',
    );
    expect((await call('GET', '/api/ats/team')).statusCode).toBe(401);
    const inviteRefused = await call('POST', INVITE, {
      cookie: reader.cookie,
      body: { email: freshEmail(), permissions: [] },
    });
    expect(inviteRefused.statusCode).toBe(403);
  });
});

describe('inviting a colleague', () => {
  it('mails a link on the brand’s origin with a 256-bit token stored only as its hash, in the page’s language', async () => {
    const { email, id, mail, token } = await invite(manager, freshEmail(), ['manage_offers'], 'en');
    expect(mail.lang).toBe('en');
    expect(mail.subject).toBe(
      'Rita Gérante invites you to join the Team ' + manager.email + ' team – jobboard',
    );
    // Never the Host or X-Forwarded-Host of the request: the configured origin of the brand.
    expect(String(mail.data.url)).toBe(`https://jobboard.test/en/employer/invitation/${token}`);
    expect(mail.text).toContain(String(mail.data.url));
    expect(mail.html).toContain(String(mail.data.url));
    expect(mail.text).not.toContain('evil.example');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);

    const team = (await call('GET', '/api/ats/team', { cookie: manager.cookie })).json() as Team;
    expect(team.data.invitations.find((i) => i.id === id)).toMatchObject({
      email,
      permissions: ['manage_offers'],
      invited_by: { first_name: 'Rita', last_name: 'Gérante' },
    });
  });

  it('writes the mail in French from a French page', async () => {
    const { mail } = await invite(manager, freshEmail(), [], 'fr');
    expect(mail.subject).toMatch(/^Rita Gérante vous invite à rejoindre l'équipe /);
    expect(String(mail.data.url)).toMatch(/^https:\/\/jobboard\.test\/fr\/employeur\/invitation\//);
  });

  it('refuses an address that already has an employer account (422 on email), and mails nothing', async () => {
    const other = await t.createEmployer();
    const member = await t.createEmployer({ teamId: manager.teamId! });
    for (const [email, message] of [
      [other.email, 'This address already has an employer account: it cannot be invited.'],
      [member.email.toUpperCase(), 'This person is already a member of your team.'],
    ] as const) {
      const res = await call('POST', INVITE, {
        cookie: manager.cookie,
        lg: 'en',
        body: { email, permissions: ['manage_offers'] },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: [message] });
      expect(await t.mailer.listOutbox(email.toLowerCase())).toHaveLength(0);
    }
  });

  it('answers 422 with field messages on a bad address or permission', async () => {
    const res = await call('POST', INVITE, {
      cookie: manager.cookie,
      lg: 'en',
      body: { email: 'not-an-address', permissions: ['manage_everything'] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'permissions.0']);
  });

  it('never gives more permissions than the inviter holds', async () => {
    // Only a holder of every permission may invite, so the rule is checked on the request itself.
    const res = await call('POST', INVITE, {
      cookie: manager.cookie,
      lg: 'en',
      body: { email: freshEmail(), permissions: ['manage_offers', 'manage_offers'] },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('accepting an invitation', () => {
  it('creates the account with the permissions given, signs it in, and the colleague sees the team’s offers', async () => {
    const { email, token } = await invite(manager, freshEmail(), ['manage_offers']);
    const preview = await call('GET', `/api/team-invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      email,
      team_name: `Team ${manager.email}`,
      invited_by: { first_name: 'Rita', last_name: 'Gérante' },
      permissions: ['manage_offers'],
    });

    const accepted = await call('POST', `/api/team-invitations/${token}/accept`, {
      lg: 'en',
      body: { first_name: ' Léo ', last_name: 'Collègue', password: 'colleague-password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const user = accepted.json().data;
    expect(user).toMatchObject({
      email,
      first_name: 'Léo',
      guard: 'ats',
      email_verified: true,
      language: 'en',
      permissions: [{ name: 'manage_offers' }],
      team: { id: manager.teamId },
    });
    const session = accepted.cookies.find((c) => c.name === 'ats_session');
    expect(session?.value).toBeTruthy();
    const offers = await call('GET', '/api/ats/offers', {
      cookie: `ats_session=${session!.value}`,
    });
    expect(offers.statusCode).toBe(200);
    expect(offers.json().data.map((o: { id: number }) => o.id)).toContain(offerId);

    // Used once: the link now says 410, and the invitation has left the pending list.
    for (const url of [`/api/team-invitations/${token}`, `/api/team-invitations/${token}/accept`]) {
      const again = await call(url.endsWith('accept') ? 'POST' : 'GET', url, {
        lg: 'en',
        body: url.endsWith('accept')
          ? { first_name: 'X', last_name: 'Y', password: 'another-password' }
          : undefined,
      });
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe('This link has already been used.');
    }
    const team = (await call('GET', '/api/ats/team', { cookie: manager.cookie })).json() as Team;
    expect(team.data.invitations.map((i) => i.email)).not.toContain(email);
    expect(team.data.members.map((m) => m.email)).toContain(email);
  });

  it('answers 404 for an unknown token, 410 for an expired or canceled one', async () => {
    const unknown = await call('GET', `/api/team-invitations/${'A'.repeat(43)}`, { lg: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This link is invalid.');
    expect((await call('GET', '/api/team-invitations/short')).statusCode).toBe(422);

    const expired = await invite(manager);
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(teamInvitations.id, expired.id));
    const res = await call('POST', `/api/team-invitations/${expired.token}/accept`, {
      lg: 'en',
      body: { first_name: 'A', last_name: 'B', password: 'colleague-password' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This link has expired.');

    const canceled = await invite(manager);
    const other = await t.createEmployer();
    expect(
      (await call('DELETE', `/api/ats/team/invitations/${canceled.id}`, { cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/ats/team/invitations/${canceled.id}`, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/team-invitations/${canceled.token}`)).statusCode).toBe(410);
    expect(
      (await call('DELETE', `/api/ats/team/invitations/${canceled.id}`, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(404);
    // No account was created by any of these.
    for (const email of [expired.email, canceled.email])
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('a new invitation to the same address replaces the pending one', async () => {
    const email = freshEmail();
    const first = await invite(manager, email);
    const second = await invite(manager, email);
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', `/api/team-invitations/${first.token}`)).statusCode).toBe(410);
    expect((await call('GET', `/api/team-invitations/${second.token}`)).statusCode).toBe(200);
  });

  it('refuses a form without a name or password (422) and keeps the invitation usable', async () => {
    const { token } = await invite(manager);
    const res = await call('POST', `/api/team-invitations/${token}/accept`, {
      lg: 'en',
      body: { first_name: 'Léo', password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['password']);
    const missing = await call('POST', `/api/team-invitations/${token}/accept`, {
      lg: 'en',
      body: { first_name: 'Léo' },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['last_name', 'password']);
    expect((await call('GET', `/api/team-invitations/${token}`)).statusCode).toBe(200);
  });

  it('joins a signed-in employer of no team with the invited address; refuses one already in a team or of another address (403) without using the link', async () => {
    const address = freshEmail();
    const { token } = await invite(manager, address, ['manage_candidates']);
    const inTeam = await t.createEmployer();
    const refused = await call('POST', `/api/team-invitations/${token}/accept`, {
      cookie: inTeam.cookie,
      lg: 'en',
      body: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account already belongs to a team.');

    const stranger = await t.createEmployer();
    await t.db.update(users).set({ teamId: null }).where(eq(users.id, stranger.id));
    const otherAddress = await call('POST', `/api/team-invitations/${token}/accept`, {
      cookie: stranger.cookie,
      lg: 'en',
      body: {},
    });
    expect(otherAddress.statusCode).toBe(403);
    expect(otherAddress.json().message).toBe(
      'This invitation was sent to another address: sign out to accept it.',
    );

    // The invitee made an account of their own (no team) after the invitation, then follows it.
    const loner = await t.createEmployer({ email: address });
    await t.db.update(users).set({ teamId: null }).where(eq(users.id, loner.id));
    const joined = await call('POST', `/api/team-invitations/${token}/accept`, {
      cookie: loner.cookie,
      body: {},
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data).toMatchObject({
      id: loner.id,
      team: { id: manager.teamId },
      permissions: [{ name: 'manage_candidates' }],
    });
    const held = await t.db
      .select({ p: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, loner.id));
    expect(held.map((r) => r.p)).toEqual(['manage_candidates']);
  });

  it('takes a member out of the team: signed out, no team, no permission; never oneself, never another team’s', async () => {
    const member = await t.createEmployer({
      teamId: manager.teamId!,
      permissions: ['manage_offers'],
    });
    expect((await call('GET', '/api/ats/offers', { cookie: member.cookie })).statusCode).toBe(200);

    // Only the manager; not themselves; not someone of another team.
    const byMember = await call('DELETE', `/api/ats/team/members/${manager.id}`, {
      cookie: member.cookie,
    });
    expect(byMember.statusCode).toBe(403);
    const self = await call('DELETE', `/api/ats/team/members/${manager.id}`, {
      cookie: manager.cookie,
      lg: 'en',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot remove yourself from the team.');
    const stranger = await t.createEmployer();
    const otherTeam = await call('DELETE', `/api/ats/team/members/${stranger.id}`, {
      cookie: manager.cookie,
    });
    expect(otherTeam.statusCode).toBe(404);
    const [strangerRow] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(strangerRow!.teamId).not.toBeNull();

    const removed = await call('DELETE', `/api/ats/team/members/${member.id}`, {
      cookie: manager.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.teamId).toBeNull();
    const held = await t.db
      .select()
      .from(userPermissions)
      .where(eq(userPermissions.userId, member.id));
    expect(held).toEqual([]);
    // Its session ended: the team's offers are out of its reach at once.
    expect((await call('GET', '/api/ats/offers', { cookie: member.cookie })).statusCode).toBe(401);
    const team = (await call('GET', '/api/ats/team', { cookie: manager.cookie })).json() as Team;
    expect(team.data.members.map((m) => m.id)).not.toContain(member.id);
    // Twice: it is no longer a member.
    expect(
      (await call('DELETE', `/api/ats/team/members/${member.id}`, { cookie: manager.cookie }))
        .statusCode,
    ).toBe(404);

    // Removed by mistake: invited again, it signs in and joins with the new permissions.
    const { token } = await invite(manager, member.email, ['manage_candidates']);
    const back = await call('POST', `/api/team-invitations/${token}/accept`, {
      cookie: await t.cookieFor(member.id, 'ats'),
      body: {},
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data).toMatchObject({
      team: { id: manager.teamId },
      permissions: [{ name: 'manage_candidates' }],
    });
  });

  it('lets one of two simultaneous acceptances through', async () => {
    const { email, token } = await invite(manager);
    const answers = await Promise.all(
      [1, 2].map((n) =>
        call('POST', `/api/team-invitations/${token}/accept`, {
          body: { first_name: `P${n}`, last_name: 'Q', password: 'colleague-password' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('the daily limit of invitation mails', () => {
  it(`counts ${TEAM_INVITATIONS_PER_DAY} a team a day before sending, requests at once included`, async () => {
    const busy = await t.createEmployer();
    const emails = Array.from({ length: TEAM_INVITATIONS_PER_DAY + 5 }, () => freshEmail());
    const answers = await Promise.all(
      emails.map((email) =>
        call('POST', INVITE, {
          cookie: busy.cookie,
          lg: 'en',
          body: { email, permissions: ['manage_offers'] },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(TEAM_INVITATIONS_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toBe(
      `Your team has sent the most invitations allowed today (${TEAM_INVITATIONS_PER_DAY}). Try again tomorrow.`,
    );
    // Refused: no invitation kept, no mail sent.
    const rows = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, busy.teamId!));
    expect(rows).toHaveLength(TEAM_INVITATIONS_PER_DAY);
    const mailed = new Set((await t.mailer.listOutbox()).map((m) => m.to));
    const refusedEmails = emails.filter((_, i) => codes[i] === 429);
    expect(refusedEmails.filter((e) => mailed.has(e))).toEqual([]);
    // Another team has its own count.
    await invite(manager);
  });
});

describe('housekeeping', () => {
  it('deletes invitations whose link expired over 30 days ago, and keeps the others', async () => {
    const old = await invite(manager);
    const recent = await invite(manager);
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '31 days'` })
      .where(eq(teamInvitations.id, old.id));
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '29 days'` })
      .where(eq(teamInvitations.id, recent.id));
    expect(await deleteStaleInvitations(t.db)).toBeGreaterThanOrEqual(1);
    expect((await call('GET', `/api/team-invitations/${old.token}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/team-invitations/${recent.token}`)).statusCode).toBe(410);
  });
});
