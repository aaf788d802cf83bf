import type { NavigateFunction } from 'react-router-dom';

export { safeRedirect, sameSitePath } from '@jobboard/contracts/safe-redirect';

/**
 * Goes to a checked `?redirect=` target after a sign-in. A path the site's router does not serve
 * (under /api/: the mailed link of a data export, which asks to sign in first) is loaded as a
 * document, so the server answers it; every other path is a client-side navigation.
 */
export function goToRedirect(navigate: NavigateFunction, target: string): void {
  if (target.startsWith('/api/')) window.location.assign(target);
  else void navigate(target);
}
