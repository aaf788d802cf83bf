/**
 * A strict JSON parser that remembers where every value sits, so that a diagnostic can say
 * `brands/x/brand.json:12:5` instead of only `seo.title.en`. V8's own JSON.parse error
 * messages do not always give a position (e.g. `Unexpected token '}', "…" is not valid
 * JSON`), and never for a value that parses but fails the schema.
 */

export interface SourceLocation {
  /** 1-based, as editors count. */
  line: number;
  column: number;
}

export interface JsonSyntaxError extends SourceLocation {
  message: string;
  suggestion: string;
}

export interface ParsedJson {
  value: unknown;
  /** Location of the key of a property (or of an array element), by diagnostic path. */
  locate(path: string): SourceLocation | undefined;
  /** Keys written twice in one object: JSON.parse would silently keep the last one. */
  duplicateKeys: Array<{ path: string } & SourceLocation>;
}

export type ParseJsonResult =
  { ok: true; json: ParsedJson } | { ok: false; error: JsonSyntaxError };

/** `seo.title.en`, `aliasHosts[1]`: the path notation of every diagnostic. */
export function joinPath(parent: string, segment: string | number): string {
  if (typeof segment === 'number') return `${parent}[${segment}]`;
  return parent ? `${parent}.${segment}` : segment;
}

export function formatPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.reduce<string>(
    (acc, segment) => joinPath(acc, typeof segment === 'number' ? segment : String(segment)),
    '',
  );
}

class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly suggestion: string,
  ) {
    super(message);
  }
}

export function parseJsonSource(input: string): ParseJsonResult {
  // Editors on Windows may save a byte-order mark; it is not JSON but is harmless.
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const offset0 = input.length - text.length;
  const lineStarts = [0];
  for (let i = 0; i < input.length; i += 1) if (input[i] === '\n') lineStarts.push(i + 1);
  const toLocation = (offset: number): SourceLocation => {
    const at = offset + offset0;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (lineStarts[low] ?? 0) + 1 };
  };

  const locations = new Map<string, number>();
  const duplicateKeys: ParsedJson['duplicateKeys'] = [];
  let i = 0;

  const fail = (message: string, suggestion: string, at = i): never => {
    throw new SyntaxFailure(message, at, suggestion);
  };
  const describe = (at: number) =>
    at >= text.length ? 'the end of the file' : `'${text[at] === '\n' ? '\\n' : text[at]}'`;
  const skipSpace = () => {
    while (
      i < text.length &&
      (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')
    )
      i += 1;
  };

  /** Steps over `ch` when it is next; says whether it was. */
  const eat = (ch: string) => {
    if (text[i] !== ch) return false;
    i += 1;
    return true;
  };

  const parseString = (): string => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20)
        fail(
          'Line break or control character inside a string',
          'Close the string with " on the same line, or write \\n.',
        );
      if (text[i] === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
            fail('Bad \\u escape in a string', 'Write \\u followed by 4 hex digits.');
          i += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next))
          fail(`Bad escape \\${next ?? ''} in a string`, 'Write a backslash as \\\\.');
        i += 2;
        continue;
      }
      i += 1;
    }
    if (i >= text.length)
      fail('Unterminated string', 'Close the string with a double quote.', start);
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };

  const parseLiteral = (): unknown => {
    const rest = text.slice(i);
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(rest);
    if (number && number[0].length > 0) {
      i += number[0].length;
      return Number(number[0]);
    }
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (rest.startsWith(word)) {
        i += word.length;
        return value;
      }
    }
    if (text[i] === "'") return fail('Single quotes are not JSON', 'Use double quotes: "text".');
    return fail(
      `Unexpected ${describe(i)}: expected a value`,
      'Write a "string", a number, true, false, null, an object or an array.',
    );
  };

  const parseValue = (path: string): unknown => {
    skipSpace();
    if (!locations.has(path)) locations.set(path, i);
    const ch = text[i];
    if (ch === '{') return parseObject(path);
    if (ch === '[') return parseArray(path);
    if (ch === '"') return parseString();
    if (ch === undefined)
      return fail(
        'Unexpected end of the file: a value is missing',
        'Complete the file or undo the last edit.',
      );
    return parseLiteral();
  };

  const parseObject = (path: string): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    let lastComma = i;
    i += 1;
    skipSpace();
    if (eat('}')) return result;
    for (;;) {
      skipSpace();
      if (text[i] !== '"') {
        if (text[i] === '}')
          fail('Trailing comma before }', 'Remove the comma after the last property.', lastComma);
        fail(
          `Unexpected ${describe(i)}: expected a "property name"`,
          'Property names are written in double quotes.',
        );
      }
      const keyAt = i;
      const key = parseString();
      const child = joinPath(path, key);
      if (Object.hasOwn(result, key)) duplicateKeys.push({ path: child, ...toLocation(keyAt) });
      else locations.set(child, keyAt);
      skipSpace();
      if (!eat(':'))
        fail(
          `Unexpected ${describe(i)}: expected ':' after "${key}"`,
          'Separate a name from its value with a colon.',
        );
      result[key] = parseValue(child);
      skipSpace();
      const commaAt = i;
      if (eat(',')) {
        lastComma = commaAt;
        continue;
      }
      if (eat('}')) return result;
      fail(
        `Unexpected ${describe(i)}: expected ',' or '}' after the value of "${key}"`,
        'Add a comma between two properties, or close the object with }.',
      );
    }
  };

  const parseArray = (path: string): unknown[] => {
    const result: unknown[] = [];
    i += 1;
    skipSpace();
    if (eat(']')) return result;
    for (;;) {
      const element = joinPath(path, result.length);
      skipSpace();
      if (text[i] === ']')
        fail('Trailing comma before ]', 'Remove the comma after the last element.');
      result.push(parseValue(element));
      skipSpace();
      if (eat(',')) continue;
      if (eat(']')) return result;
      fail(
        `Unexpected ${describe(i)}: expected ',' or ']' in the list`,
        'Add a comma between two elements, or close the list with ].',
      );
    }
  };

  try {
    const value = parseValue('');
    skipSpace();
    if (i < text.length)
      fail(
        `Unexpected ${describe(i)} after the end of the JSON value`,
        'Remove what follows the last closing brace.',
      );
    return {
      ok: true,
      json: {
        value,
        duplicateKeys,
        locate: (path) => {
          const at = locations.get(path);
          return at === undefined ? undefined : toLocation(at);
        },
      },
    };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    return {
      ok: false,
      error: { message: error.message, suggestion: error.suggestion, ...toLocation(error.offset) },
    };
  }
}
