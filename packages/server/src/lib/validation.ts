import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { isMessageKey } from '../i18n/messages.js';
import { ValidationError } from './http-errors.js';

type FieldErrors = ValidationError['fields'];

/** What the error handler needs from a zod (or fastify-type-provider-zod) issue. */
export interface IssueLike {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message: string;
  [key: string]: unknown;
}

const num = (v: unknown) =>
  typeof v === 'number' || typeof v === 'bigint' ? Number(v) : undefined;

/** Maps a zod issue to a localized message key: zod's own texts are English and technical. */
export function issueMessage(issue: IssueLike): {
  key: MessageKey;
  params?: Record<string, string | number>;
} {
  if (isMessageKey(issue.message)) return { key: issue.message };
  if (isMessageKey(`validation.${issue.message}`))
    return { key: `validation.${issue.message}` as MessageKey };
  const origin = issue.origin;
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 reports a missing key as "expected X, received undefined".
      return issue.message.includes('received undefined')
        ? { key: 'validation.required' }
        : { key: 'validation.invalid_type' };
    case 'too_small': {
      const min = num(issue.minimum) ?? 0;
      if (origin === 'string')
        return min <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.too_short', params: { min } };
      if (origin === 'array' || origin === 'set')
        return { key: 'validation.too_few_items', params: { min } };
      return { key: 'validation.too_small', params: { min } };
    }
    case 'too_big': {
      const max = num(issue.maximum) ?? 0;
      if (origin === 'string') return { key: 'validation.too_long', params: { max } };
      if (origin === 'array' || origin === 'set')
        return { key: 'validation.too_many_items', params: { max } };
      return { key: 'validation.too_big', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.invalid_email' };
      if (issue.format === 'url') return { key: 'validation.invalid_url' };
      if (issue.format === 'date' || issue.format === 'datetime')
        return { key: 'validation.invalid_date' };
      return { key: 'validation.invalid_format' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalid_value' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    default:
      return { key: 'validation.invalid_format' };
  }
}

/** Dotted path ("contents.fr.title", "schedule_ids.0"); `fallback` names a root-level error. */
export function fieldPath(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  return path.length === 0 ? fallback : path.map(String).join('.');
}

/**
 * A map from field paths to values whose keys come from the client (query keys, body keys): no
 * prototype, so `__proto__`, `constructor` or `prototype` is a field like any other.
 */
export function fieldMap<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export function issuesToFields(issues: readonly IssueLike[], fallback = 'body'): FieldErrors {
  const fields: FieldErrors = fieldMap();
  for (const issue of issues) {
    const paths =
      issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)
        ? issue.keys.map((k) => fieldPath([...issue.path, String(k)], fallback))
        : [fieldPath(issue.path, fallback)];
    for (const path of paths) (fields[path] ??= []).push(issueMessage(issue));
  }
  return fields;
}

/**
 * Parses data that did not go through the route's schema (multipart fields, a step of a larger
 * form) and throws the same 422 as schema validation does.
 */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new ValidationError(issuesToFields(result.error.issues as unknown as IssueLike[]));
  return result.data;
}

/** Paths of strings containing NUL: PostgreSQL cannot store them, so they are refused up front. */
export function findNulStrings(
  value: unknown,
  path: string[] = [],
  found: string[] = [],
  depth = 0,
): string[] {
  if (depth > 32 || found.length > 20) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findNulStrings(item, [...path, String(i)], found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key.replaceAll('\u0000', '')].join('.'));
      findNulStrings(item, [...path, key], found, depth + 1);
    }
  }
  return found;
}

/**
 * A page address without the query parameters whose name or value holds NUL (`?q=%00`), or null
 * when there are none. The path is kept as it was sent.
 */
export function withoutNulParameters(url: string): string | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].filter(([name, value]) => !`${name}${value}`.includes('\u0000'));
  if (kept.length === [...params].length) return null;
  const query = new URLSearchParams(kept).toString();
  return url.slice(0, at) + (query ? `?${query}` : '');
}
