import { buildBrandJsonSchema } from '@jobboard/manifest';
import type { z } from 'zod';
import { formatPath } from './json-source.js';

/**
 * Turns zod issues into messages and suggestions a marketing person can act on: the field
 * that is missing and what it is for, the nearest known name for a misspelt field, the
 * corrected value for a colour, a host or a slug.
 */
export interface SchemaProblem {
  path: string;
  message: string;
  suggestion?: string;
}

const LANGUAGE_NAMES: Record<string, string> = { fr: 'French', en: 'English' };

type JsonSchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

let cachedRoot: JsonSchemaNode | undefined;
function jsonSchema(): JsonSchemaNode {
  cachedRoot ??= buildBrandJsonSchema();
  return cachedRoot;
}

/** The JSON Schema node that describes the value at `segments` (for descriptions and keys). */
function schemaAt(segments: ReadonlyArray<PropertyKey>): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = jsonSchema();
  for (const segment of segments) {
    if (!node) return undefined;
    if (typeof segment === 'number') {
      node = isNode(node.items) ? node.items : undefined;
    } else {
      const properties: unknown = node.properties;
      const next: unknown = isNode(properties) ? properties[String(segment)] : undefined;
      node = isNode(next) ? next : undefined;
    }
  }
  return node;
}

function knownKeys(segments: ReadonlyArray<PropertyKey>): string[] {
  const properties = schemaAt(segments)?.properties;
  return isNode(properties) ? Object.keys(properties) : [];
}

function describe(segments: ReadonlyArray<PropertyKey>): string | undefined {
  const description = schemaAt(segments)?.description;
  return typeof description === 'string' ? description : undefined;
}

/** The value at `segments` in the parsed file, and whether its parent holds the key at all. */
function lookup(
  root: unknown,
  segments: ReadonlyArray<PropertyKey>,
): { present: boolean; value: unknown } {
  let value: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(value) && typeof segment === 'number') {
      if (segment >= value.length) return { present: false, value: undefined };
      value = value[segment];
    } else if (isNode(value) && Object.hasOwn(value, String(segment))) {
      value = value[String(segment)];
    } else {
      return { present: false, value: undefined };
    }
  }
  return { present: true, value };
}

/** Optimal string alignment distance: edits plus swaps of two neighbours ("titel" → 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The known name a typo most likely meant; none for short words that merely look alike. */
function closest(word: string, candidates: string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const close =
    bestDistance <= Math.max(1, Math.floor(word.length / 3)) && bestDistance < word.length / 2;
  return close ? best : undefined;
}

function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function toSlug(value: string): string {
  return stripAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a person most likely meant by a host: no scheme, path, port, www. or capitals. */
export function normalizeHost(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

function formatSuggestion(
  segments: ReadonlyArray<PropertyKey>,
  value: unknown,
): string | undefined {
  const field = String(segments[0] ?? '');
  const text = typeof value === 'string' ? value : undefined;
  if (field === 'colors' && text !== undefined) {
    const short = /^#?([0-9a-f]{3})$/i.exec(text.trim())?.[1];
    if (short) {
      const long = [...short.toLowerCase()].map((digit) => digit + digit).join('');
      return `Write it with six digits: "#${long}".`;
    }
    if (/^[0-9a-f]{6}$/i.test(text.trim())) return `Add the #: "#${text.trim().toLowerCase()}".`;
    return 'Write a colour as # and six hex digits, e.g. "#1a5fb4".';
  }
  if ((field === 'hostKey' || field === 'aliasHosts') && text !== undefined) {
    const host = normalizeHost(text);
    return host && host !== text
      ? `Write the bare domain: "${host}".`
      : 'Write the bare domain in lower case, e.g. "emplois-exemple.ca" (no https://, www., port or path).';
  }
  if (field === 'jobPageSlugs' && text !== undefined) {
    const slug = toSlug(text);
    return slug
      ? `Write "${slug}" (lower case, no accents, words joined by -).`
      : 'Use lower-case letters, digits and dashes.';
  }
  if (field === 'name' && text !== undefined) {
    const key = toSlug(text).replace(/-/g, '_');
    return `Use lower-case letters, digits and _ , starting with a letter${key ? `, e.g. "${key}"` : ''}; it must match the folder name.`;
  }
  if (field === 'images')
    return 'Put the file in the brand\'s assets/ folder and write its path, e.g. "assets/logo.svg".';
  if (field === 'fbAppId') return 'Write the Facebook app id (digits only) between quotes.';
  if (field === 'links' || field === 'social')
    return 'Write a full address starting with https://.';
  return undefined;
}

function typeSuggestion(expected: string): string {
  if (expected === 'boolean') return 'Write true or false, without quotes.';
  if (expected === 'number' || expected === 'int') return 'Write a number, without quotes.';
  if (expected === 'string') return 'Write the text between double quotes.';
  if (expected === 'array') return 'Write a list: ["…", "…"].';
  if (expected === 'object') return 'Write an object: { … }.';
  return `Write a value of type ${expected}.`;
}

function missingSuggestion(segments: ReadonlyArray<PropertyKey>): string {
  const last = String(segments.at(-1) ?? '');
  const language = LANGUAGE_NAMES[last];
  if (language) return `Add the ${language} text: "${last}": "…".`;
  const description = describe(segments);
  return `Add "${last}"${description ? ` — ${description.replace(/\.$/, '')}` : ''}.`;
}

export function schemaProblems(
  issues: readonly z.core.$ZodIssue[],
  root: unknown,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const issue of issues) {
    const segments = issue.path;
    const path = formatPath(segments);
    const { present, value } = lookup(root, segments);
    const shown = JSON.stringify(value);
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = knownKeys(segments);
        for (const key of issue.keys) {
          const guess = closest(key, known);
          problems.push({
            path: formatPath([...segments, key]),
            message: `Unknown field "${key}"`,
            suggestion: guess
              ? `Did you mean "${guess}"?`
              : `Remove it; the fields allowed here are ${known.map((k) => `"${k}"`).join(', ')}.`,
          });
        }
        break;
      }
      case 'invalid_type':
        if (!present) {
          problems.push({
            path,
            message: `Missing field "${String(segments.at(-1) ?? '')}"`,
            suggestion: missingSuggestion(segments),
          });
        } else {
          problems.push({
            path,
            message: `Expected ${issue.expected}, found ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}`,
            suggestion: typeSuggestion(issue.expected),
          });
        }
        break;
      case 'invalid_format':
        problems.push({
          path,
          message: `${shown} ${issue.message}`,
          suggestion: formatSuggestion(segments, value),
        });
        break;
      case 'too_small': {
        const language = LANGUAGE_NAMES[String(segments.at(-1) ?? '')];
        if (issue.origin === 'string') {
          problems.push({
            path,
            message: 'Must not be empty',
            suggestion: language ? `Write the ${language} text.` : 'Write a value.',
          });
        } else if (issue.origin === 'array') {
          problems.push({
            path,
            message: `Needs at least ${issue.minimum} element(s)`,
            suggestion: 'Add at least one.',
          });
        } else {
          problems.push({
            path,
            message: `${shown} is too small`,
            suggestion: `Use ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}.`,
          });
        }
        break;
      }
      case 'too_big':
        problems.push({
          path,
          message: `${shown} is too ${issue.origin === 'string' ? 'long' : 'big'}`,
          suggestion: `Use ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}${issue.origin === 'string' ? ' characters' : ''}.`,
        });
        break;
      case 'invalid_value':
        problems.push({
          path,
          message: `${shown} is not allowed here`,
          suggestion: `Use one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`,
        });
        break;
      default:
        problems.push({ path, message: issue.message });
    }
  }
  return problems;
}
