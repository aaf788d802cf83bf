export { safeRedirect, sameSitePath } from '@jobboard/contracts/safe-redirect';
