const BASE = 'http://same-site.invalid';

/**
 * Where to go after signing in: the ?redirect= of the page when it is a path of this site, else
 * the fallback. Parsed as a browser would (`/\evil.example` is `//evil.example` to it), so a link
 * in a mail cannot send a visitor who just signed in to another site.
 */
export function safeRedirect(search: string, fallback: string): string {
  const to = new URLSearchParams(search).get('redirect');
  if (!to || !to.startsWith('/')) return fallback;
  try {
    const url = new URL(to, BASE);
    return url.origin === BASE ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
