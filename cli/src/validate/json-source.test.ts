import { describe, expect, it } from 'vitest';
import { formatPath, parseJsonSource } from './json-source.js';

function syntaxError(text: string) {
  const result = parseJsonSource(text);
  if (result.ok) throw new Error('expected a syntax error');
  return result.error;
}

describe('parseJsonSource', () => {
  const text =
    '{\n  "name": "x",\n  "seo": {\n    "title": { "fr": "a", "en": "b" }\n  },\n  "hosts": ["a.ca", "b.ca"]\n}\n';

  it('parses like JSON.parse', () => {
    const result = parseJsonSource(text);
    expect(result.ok && result.json.value).toEqual(JSON.parse(text));
  });

  it('locates every property and element by its diagnostic path', () => {
    const result = parseJsonSource(text);
    if (!result.ok) throw new Error('should parse');
    expect(result.json.locate('name')).toEqual({ line: 2, column: 3 });
    expect(result.json.locate('seo.title.en')).toEqual({ line: 4, column: 27 });
    expect(result.json.locate('hosts[1]')).toEqual({ line: 6, column: 21 });
    expect(result.json.locate('')).toEqual({ line: 1, column: 1 });
    expect(result.json.locate('missing')).toBeUndefined();
  });

  it('reports a missing comma at the line and column where it is needed', () => {
    const error = syntaxError('{\n  "a": 1\n  "b": 2\n}');
    expect(error).toMatchObject({ line: 3, column: 3 });
    expect(error.message).toMatch(/expected ',' or '}' after the value of "a"/);
    expect(error.suggestion).toMatch(/comma/);
  });

  it('reports a trailing comma at the comma', () => {
    expect(syntaxError('{\n  "a": 1,\n}')).toMatchObject({
      line: 2,
      column: 9,
      message: 'Trailing comma before }',
    });
    expect(syntaxError('["a",]')).toMatchObject({ line: 1, column: 6 });
  });

  it('reports the end of a truncated file', () => {
    expect(syntaxError('{\n  "a": ')).toMatchObject({ line: 2, column: 8 });
    expect(syntaxError('').message).toMatch(/end of the file/);
  });

  it('explains single quotes, bad literals and text after the end', () => {
    expect(syntaxError("{ 'a': 1 }").message).toMatch(/"property name"/);
    expect(syntaxError('{ "a": \'x\' }').message).toMatch(/Single quotes/);
    expect(syntaxError('{ "a": tru }').message).toMatch(/expected a value/);
    expect(syntaxError('{} x')).toMatchObject({ line: 1, column: 4 });
    expect(syntaxError('{ "a": "x\ny" }').message).toMatch(/Line break/);
  });

  it('finds keys written twice', () => {
    const result = parseJsonSource('{\n  "a": 1,\n  "a": 2\n}');
    expect(result.ok && result.json.duplicateKeys).toEqual([{ path: 'a', line: 3, column: 3 }]);
  });

  it('ignores a byte-order mark but counts columns from the file start', () => {
    const result = parseJsonSource('\ufeff{"a": 1}');
    expect(result.ok && result.json.value).toEqual({ a: 1 });
  });
});

describe('formatPath', () => {
  it('uses dots for fields and brackets for indices', () => {
    expect(formatPath(['seo', 'keywords', 'fr', 0])).toBe('seo.keywords.fr[0]');
    expect(formatPath([])).toBe('');
  });
});
