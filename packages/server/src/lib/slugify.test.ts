import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it.each([
    ['Saint-Jérôme', 'saint-jerome'],
    ["Val-d'Or", 'val-d-or'],
    ['Manœuvre', 'manoeuvre'],
    ['C#', 'c-sharp'],
    ['F#', 'f-sharp'],
    ['C++', 'c-plus-plus'],
    ['.NET', 'dotnet'],
    ['ASP.NET', 'asp-net'],
    ['Node.js', 'node-js'],
    ['CI/CD', 'ci-cd'],
    ['R', 'r'],
    ['Développeur(se) C# / .NET', 'developpeur-se-c-sharp-dotnet'],
    // A "#" or "+" that is no language name is only punctuation.
    ['Vendeur #1', 'vendeur-1'],
    ['Bac+3', 'bac-3'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives each skill of the reference data a slug of its own', async () => {
    const { SKILLS, CERTIFICATIONS } = await import('../db/seed/data/categories.js');
    for (const list of [SKILLS, CERTIFICATIONS])
      for (const lang of [0, 1] as const) {
        const slugs = list.map((pair) => slugify(pair[lang]));
        expect(new Set(slugs).size, slugs.join(' ')).toBe(slugs.length);
      }
  });
});
