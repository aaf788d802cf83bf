/** A client on this machine (a developer's browser, a test, a benchmark): development pages answer it alone. */
export const isLoopback = (ip: string): boolean =>
  ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');
