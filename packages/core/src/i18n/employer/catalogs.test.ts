import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import accountFr from '../account/fr-CA.json';
import mainFr from '../fr-CA.json';
import areaEn from './en-CA.json';
import areaFr from './fr-CA.json';
import signInEn from './sign-in/en-CA.json';
import signInFr from './sign-in/fr-CA.json';

// The area's pages load both catalogs; the sign-in pages only the second.
const fr = { ...areaFr, ...signInFr };
const en = { ...areaEn, ...signInEn };

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('employer message catalogs', () => {
  it('hold the same keys, all under employer.', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(fr)) expect(key).toMatch(/^employer\./);
  });

  it('give each message to one catalog, and the sign-in pages all theirs', () => {
    expect(Object.keys(areaFr).filter((k) => k in signInFr)).toEqual([]);
    expect(Object.keys(signInFr).sort()).toEqual(Object.keys(signInEn).sort());
    // What the sign-in, sign-up and forgotten-password pages render.
    const signInSources = [
      'app/routes/auth/employer-login.tsx',
      'app/routes/auth/employer-register.tsx',
      'app/routes/auth/employer-forgot-password.tsx',
      'features/employer-auth/components/employer-login-form.tsx',
      'features/employer-auth/components/employer-register-form.tsx',
      'features/employer-auth/components/employer-forgot-password-form.tsx',
      'features/employer-auth/components/auth-field.tsx',
    ].map((f) => readFileSync(path.join(src, f), 'utf8'));
    const ids = signInSources.flatMap((text) => [
      ...[...text.matchAll(/['"`](employer\.[a-zA-Z0-9_.]+)['"`]/g)].map((m) => m[1]!),
    ]);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !(id in signInFr))).toEqual([]);
  });

  it('are valid ICU messages with the same arguments', () => {
    const args = (m: string) =>
      [...new Set([...m.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((x) => x[1]))].sort();
    for (const [key, message] of Object.entries(fr)) {
      expect(() => parse(message), key).not.toThrow();
      expect(args(message), key).toEqual(args((en as Record<string, string>)[key]!));
    }
  });

  it('do not shadow a key of the main catalogs', () => {
    const main = new Set([...Object.keys(mainFr), ...Object.keys(accountFr)]);
    expect(Object.keys(fr).filter((k) => main.has(k))).toEqual([]);
  });

  it('hold no message the code never uses', () => {
    const text = sourceFiles(src)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    // Ids built at run time: `employer.offer.status.${status}` makes a prefix, and so does a
    // quoted id ending with a dot ('employer.offers.sort.' handed to a list).
    const prefixes = [
      ...[...text.matchAll(/`(employer\.[a-zA-Z0-9_.]*)\$\{/g)].map((m) => m[1]!),
      ...[...text.matchAll(/'(employer\.[a-zA-Z0-9_.]*\.)'/g)].map((m) => m[1]!),
    ];
    const unused = Object.keys(fr).filter(
      (key) => !text.includes(`'${key}'`) && !prefixes.some((p) => key.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it('have every literal employer.* id the code uses', () => {
    const known = new Set(Object.keys(fr));
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/['"`](employer\.[a-zA-Z0-9_.]+)['"`]/g)) {
        const id = m[1]!;
        if (!id.endsWith('.') && !known.has(id)) missing.push(`${path.relative(src, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
