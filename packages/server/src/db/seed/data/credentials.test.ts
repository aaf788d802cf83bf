import { describe, expect, it } from 'vitest';
import { CATEGORIES, CERTIFICATIONS } from './categories.js';
import { JOB_CREDENTIALS } from './credentials.js';
import { JOB_SPECIALIZATIONS } from './job-specializations.js';
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

  it('file every job under specializations of its own category', () => {
    const wrong = CATEGORIES.flatMap((c) =>
      (PROFESSIONS[c.id]?.jobs ?? c.jobs).flatMap(([title]) => {
        const labels = JOB_SPECIALIZATIONS[title] ?? [];
        if (labels.length === 0) return [`${title}: none`];
        const own = new Set(c.specializations.map(([en]) => en));
        return labels.filter((label) => !own.has(label)).map((label) => `${title}: ${label}`);
      }),
    );
    expect(wrong).toEqual([]);
  });
});
