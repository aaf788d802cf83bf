/**
 * The one rule for a redirect target taken from a request (a `?redirect=` of a page, the return
 * paths of a checkout, the page the ATS link comes back to): it must be a path of this site.
 * Used by the browser and the server alike, hence zod-free and a subpath export
 * (`@jobboard/contracts/safe-redirect`).
 *
 * Browsers are lenient where an attacker needs them to be: they read `\` as `/` (`/\evil.example`
 * is `//evil.example`, another host), drop tabs and newlines inside URLs, and a proxy or a second
 * decoding turns `/%5Cevil` or `/%2F/evil` into the same. So the target is refused outright when
 * it has any control character, backslash (raw or encoded) or an encoded slash right after the
 * first one, and what remains is parsed as a browser would and must keep this site's origin.
 */

/** Longer targets are refused: no real page of the site needs more, and they bloat a header. */
export const MAX_REDIRECT_LENGTH = 2048;

const BASE = 'http://same-site.invalid';

// Control characters (C0, DEL, C1): browsers strip some of them inside URLs; in a header, CR/LF
// would split it. Built from code points so that the source holds no control character itself.
const CONTROL = new RegExp(`[${String.fromCharCode(0)}-${String.fromCharCode(0x1f)}\\x7f-\\x9f]`);

/**
 * The target as a path of this site (`/fr/profile?tab=1#docs`), or null when it is not one:
 * another host (`//x`, `/\x`, `/%5Cx`, `https:x`), another scheme (`javascript:`), control
 * characters (CR/LF anywhere), longer than MAX_REDIRECT_LENGTH, or not a string.
 */
export function sameSitePath(target: unknown): string | null {
  if (typeof target !== 'string') return null;
  if (target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return null;
  if (CONTROL.test(target) || target.includes('\\') || /%5c/i.test(target)) return null;
  // A path, and not one a browser reads as "another host" (//host or /%2F/host once decoded).
  if (!target.startsWith('/') || target.startsWith('//') || /^\/%2f/i.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can bring two slashes to the front (`/..//evil.example` → `//evil.example`).
  if (path.startsWith('//') || /^\/%2f/i.test(path)) return null;
  return path;
}

/**
 * Where to go after signing in: the `redirect` parameter of the query string when it is a path of
 * this site, else the fallback.
 */
export function safeRedirect(search: string, fallback: string): string {
  let to: string | null;
  try {
    to = new URLSearchParams(search).get('redirect');
  } catch {
    return fallback;
  }
  return sameSitePath(to) ?? fallback;
}
