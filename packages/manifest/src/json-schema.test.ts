import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatBrandJsonSchema } from './json-schema.js';

describe('brand.schema.json', () => {
  it('is up to date with the zod schema (run `pnpm --filter @jobboard/manifest generate:json-schema`)', () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brand.schema.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(formatBrandJsonSchema()));
  });
});
