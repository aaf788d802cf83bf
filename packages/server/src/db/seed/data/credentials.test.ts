import { describe, expect, it } from 'vitest';
import { CATEGORIES, CERTIFICATIONS } from './categories.js';
import { JOB_CREDENTIALS } from './credentials.js';
import { PROFESSIONS } from './professions.js';

describe('the demo jobs’ credentials', () => {
  it('cover every job a demo offer can be, with certifications of the list', () => {
    const titles = new Set(
      CATEGORIES.flatMap((c) => (PROFESSIONS[c.id]?.jobs ?? c.jobs).map(([en]) => en)),
    );
    expect([...titles].filter((title) => !JOB_CREDENTIALS[title])).toEqual([]);
    const known = new Set(CERTIFICATIONS.map(([en]) => en));
    const unknown = Object.entries(JOB_CREDENTIALS).flatMap(([title, c]) =>
      [c.licence, ...(c.certifications ?? [])]
        .filter((label) => label !== undefined && !known.has(label))
        .map((label) => `${title}: ${label}`),
    );
    expect(unknown).toEqual([]);
  });
});
