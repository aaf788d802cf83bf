import { BrandManifestSchema } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';
import { editDistance, normalizeHost, schemaProblems, toSlug } from './schema-diagnostics.js';

function problemsOf(value: Record<string, unknown>) {
  const result = BrandManifestSchema.safeParse(value);
  return result.success ? [] : schemaProblems(result.error.issues, value);
}

describe('schemaProblems', () => {
  it('names a missing field and what it is for', () => {
    const problems = problemsOf({ name: 'x' });
    expect(problems).toContainEqual({
      path: 'hostKey',
      message: 'Missing field "hostKey"',
      suggestion: 'Add "hostKey" — Production domain of the board.',
    });
  });

  it('asks for the missing language by name', () => {
    const problems = problemsOf({ label: { fr: 'Emplois' } });
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'label.en', suggestion: 'Add the English text: "en": "…".' }),
    );
  });

  it('guesses the intended name of an unknown field', () => {
    expect(problemsOf({ seo: { titel: {} } })).toContainEqual(
      expect.objectContaining({
        path: 'seo.titel',
        message: 'Unknown field "titel"',
        suggestion: 'Did you mean "title"?',
      }),
    );
    expect(problemsOf({ colour: {} })).toContainEqual(
      expect.objectContaining({ path: 'colour', suggestion: 'Did you mean "colors"?' }),
    );
  });

  it('lists the allowed fields when nothing is close', () => {
    const problem = problemsOf({ label: { es: 'x' } }).find((p) => p.path === 'label.es');
    expect(problem?.suggestion).toBe('Remove it; the fields allowed here are "fr", "en".');
  });

  it('corrects colours, hosts and slugs', () => {
    const problems = problemsOf({
      colors: { primary: '#AbC', secondary: '1a5fb4', accent: 'blue' },
      hostKey: 'https://www.Emplois.ca/fr',
      jobPageSlugs: { fr: 'Emplois Santé' },
    });
    const suggestion = (path: string) => problems.find((p) => p.path === path)?.suggestion;
    expect(suggestion('colors.primary')).toBe('Write it with six digits: "#aabbcc".');
    expect(suggestion('colors.secondary')).toBe('Add the #: "#1a5fb4".');
    expect(suggestion('colors.accent')).toMatch(/six hex digits/);
    expect(suggestion('hostKey')).toBe('Write the bare domain: "emplois.ca".');
    expect(suggestion('jobPageSlugs.fr')).toMatch(/^Write "emplois-sante"/);
    expect(problems.find((p) => p.path === 'colors.accent')?.message).toBe(
      '"blue" must be a #rrggbb colour',
    );
  });

  it('explains wrong types and allowed values', () => {
    const problems = problemsOf({ behaviour: { staffingWording: 'yes', defaultLanguage: 'es' } });
    expect(problems).toContainEqual({
      path: 'behaviour.staffingWording',
      message: 'Expected boolean, found string',
      suggestion: 'Write true or false, without quotes.',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: 'behaviour.defaultLanguage',
        suggestion: 'Use one of "fr", "en".',
      }),
    );
  });
});

describe('helpers', () => {
  it('normalizes what people paste as a host', () => {
    expect(normalizeHost(' HTTPS://www.Example.ca:8080/path?q ')).toBe('example.ca');
  });
  it('slugs French text', () => {
    expect(toSlug('Santé & Services sociaux')).toBe('sante-services-sociaux');
  });
  it('measures edit distance', () => {
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('colour', 'colors')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
