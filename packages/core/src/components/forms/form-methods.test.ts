import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('forms', () => {
  // A form sent before its part of the page is hydrated (the footer hydrates as it nears the
  // viewport) goes the browser's way: without a method, a GET that puts the fields (an e-mail,
  // a password) in the address, the history and the server's logs.
  it('each say their method', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      // The Form component passes its callers' method on (and its type requires one).
      if (file === path.join(src, 'components/forms/form.tsx')) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/<(form|Form)\b[^>]*>/g)) {
        if (!/\bmethod=/.test(m[0]))
          missing.push(`${path.relative(src, file)}: ${m[0].slice(0, 60)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
