/**
 * The one fetch wrapper (bulletproof-react lib/api-client.ts): same-origin calls under /api,
 * JSON in and out, and every error answer turned into a typed ApiError (the shapes of
 * docs/api.md#errors: `{ message }`, `{ error: 'invalid_grant', message }`, `{ message, errors }`
 * for 422).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    super(typeof b.message === 'string' && b.message ? b.message : `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = typeof b.error === 'string' ? b.error : undefined;
    this.errors = isErrorMap(b.errors) ? b.errors : {};
  }

  /** The first message for a field (a form shows one per field). */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

function isErrorMap(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/**
 * Language of the calls (cookie `lg` and payload field `lg`, docs/api.md); set by the app shell.
 */
let currentLang: 'fr' | 'en' = 'fr';
export function setApiLang(lang: 'fr' | 'en'): void {
  currentLang = lang;
  if (typeof document !== 'undefined') {
    document.cookie = `lg=${lang}; path=/; max-age=31536000; samesite=lax`;
  }
}

export const API_CLIENT_NAME = 'web';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body; `client` and `lg` are added. */
  json?: Record<string, unknown>;
  /** Multipart body; `client` and `lg` are appended. */
  form?: FormData;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? (options.json || options.form ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: options.signal,
  };
  if (options.json) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify({ client: API_CLIENT_NAME, lg: currentLang, ...options.json });
  } else if (options.form) {
    if (!options.form.has('client')) options.form.append('client', API_CLIENT_NAME);
    if (!options.form.has('lg')) options.form.append('lg', currentLang);
    init.body = options.form;
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, { message: '' });
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: '' };
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** The SWR fetcher: keys are API paths. */
export const fetcher = <T>(key: string): Promise<T> => apiRequest<T>(key);
