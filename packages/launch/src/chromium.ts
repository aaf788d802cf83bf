/**
 * How every tool of the repository starts Debian's Chromium (tests, the per-brand screenshots,
 * `brand preview`, `bench:pages`): never a browser downloaded by a tool, and no traffic beyond
 * what the page under test asks for.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
