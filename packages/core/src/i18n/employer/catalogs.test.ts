import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import accountFr from '../account/fr-CA.json';
import mainFr from '../fr-CA.json';
import en from './en-CA.json';
import fr from './fr-CA.json';

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
