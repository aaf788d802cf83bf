import { sameSitePath } from '@jobboard/contracts/safe-redirect';

/**
 * The Location header of a page's redirect. The render builds it from the request (a `?redirect=`
 * of the URL, a canonical path), so it is checked like any redirect target taken from a request:
 * a path of this site, or an absolute URL on one of the allowed origins (the site's own, the
 * ATS). Anything else, CR/LF in particular (Node refuses them in a header: a 500 before), is null
 * and the caller sends the visitor to the site's root instead.
 */
export function pageRedirectLocation(
  location: string,
  allowedOrigins: readonly string[],
): string | null {
  const path = sameSitePath(location);
  if (path) return path;
  // An absolute URL must be one already: no control characters for the URL parser to strip.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!/^https?:\/\//i.test(location) || /[\u0000-\u0020\u007f-\u009f\\]/.test(location))
    return null;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return null;
  }
  if (url.username || url.password || !allowedOrigins.includes(url.origin)) return null;
  return url.href;
}

const PARSE_BASE = 'http://page.invalid';

/**
 * The address a page is rendered for: the request's path as a path of this site. The URL parser
 * reads `\` as `/` and a leading `//` as another host, so `/\`, `/\/` or `//x` name no page here
 * (a TypeError in the router's request before): those characters are percent-encoded, which
 * leaves the router an unknown path and the visitor the 404 page. Null when even that does not
 * parse.
 */
export function routablePageUrl(url: string): string | null {
  const mark = url.search(/[?#]/);
  const pathPart = mark < 0 ? url : url.slice(0, mark);
  const rest = mark < 0 ? '' : url.slice(mark);
  const safePath = pathPart
    .replaceAll('\\', '%5C')
    .replace(/^\/\/+/, (slashes) => `/${'%2F'.repeat(slashes.length - 1)}`);
  const candidate = safePath + rest.replaceAll('\\', '%5C');
  try {
    return new URL(candidate, PARSE_BASE).origin === PARSE_BASE ? candidate : null;
  } catch {
    return null;
  }
}
