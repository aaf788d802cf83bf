import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantBoard } from '../src/commands/grant-board.js';
import { insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const KNOWN = ['jobboard', 'techboard', 'careboard'];

describe('grant-board (publishing rights are data)', () => {
  it('grants a board by employer e-mail or team id; the team then publishes there', async () => {
    const employer = await t.createEmployer({ jobboards: ['jobboard'] });
    const companyId = await insertCompany(t.db, employer.teamId!);
    const offerId = await insertOffer(t.db, employer.teamId!, companyId);
    const publish = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/jobboard/techboard/employer/offer/${offerId}/publish`,
        headers: { cookie: `${employer.cookie}; lg=en` },
      });
    expect((await publish()).statusCode).toBe(403);

    const granted = await grantBoard(t.db, {
      team: employer.email.toUpperCase(),
      board: 'techboard',
      knownBoards: KNOWN,
    });
    expect(granted).toMatchObject({
      ok: true,
      teamId: employer.teamId,
      boards: ['jobboard', 'techboard'],
      changed: true,
    });
    // Idempotent.
    expect(
      await grantBoard(t.db, {
        team: String(employer.teamId),
        board: 'techboard',
        knownBoards: KNOWN,
      }),
    ).toMatchObject({ ok: true, changed: false });
    expect((await publish()).statusCode).toBe(200);

    const revoked = await grantBoard(t.db, {
      team: String(employer.teamId),
      board: 'techboard',
      knownBoards: KNOWN,
      revoke: true,
    });
    expect(revoked).toMatchObject({ ok: true, boards: ['jobboard'], changed: true });
  });

  it('refuses an unknown board or team with a message, changing nothing', async () => {
    const employer = await t.createEmployer({ jobboards: [] });
    expect(
      await grantBoard(t.db, { team: employer.email, board: 'nosuchboard', knownBoards: KNOWN }),
    ).toEqual({ ok: false, message: expect.stringContaining('Unknown board "nosuchboard"') });
    expect(
      await grantBoard(t.db, {
        team: 'nobody@example.test',
        board: 'jobboard',
        knownBoards: KNOWN,
      }),
    ).toEqual({ ok: false, message: expect.stringContaining('No team "nobody@example.test"') });
    // A candidate's e-mail is not a team.
    const candidate = await t.createCandidate();
    expect(
      (await grantBoard(t.db, { team: candidate.email, board: 'jobboard', knownBoards: KNOWN })).ok,
    ).toBe(false);
  });
});
