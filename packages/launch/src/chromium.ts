import { existsSync } from 'node:fs';

/**
 * How every tool of the repository starts Debian's Chromium (tests, the per-brand screenshots,
 * `brand preview`, `bench:pages`): never a browser downloaded by a tool, and no traffic beyond
 * what the page under test asks for.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's package `chromium-headless-shell`: the same Chromium, built without its window layers. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: Debian's headless shell when it is installed (`.ci/run`
 * installs it), else CHROMIUM_PATH; CHROMIUM_PATH set in the environment wins. It is what
 * Playwright itself runs for a headless test, and it costs less. On this 2-core machine, 24 page
 * visits took 12.7–13.4 s of the machine's processor (the server's renders included) against
 * 17.8–19.1 s with the full browser; the end-to-end project (41 files, all passing with either)
 * 590 s of wall and 1,160 s of processor against 842 s and 1,663 s.
 *
 * The per-brand screenshots use it too (their baselines were taken with it: the full browser
 * draws text a little differently, 1 to 2% of a page's pixels). The tools whose figures are
 * compared over time (`bench:pages`, `bench:trace`) and `brand preview` keep the full browser.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

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
