import { describe, expect, it } from 'vitest';
import siteConfig from './vite.config.js';

/**
 * The site build (vite.config.ts) prints no warning on a clean tree: every
 * code-splitting group named by a function has its own label for the bundler's reports, and the
 * timing report, which would name the intended precompression, is not a warning of this build.
 */
describe('the site build configuration', () => {
  const config = (
    siteConfig as unknown as (env: { command: string; mode: string; isSsrBuild: boolean }) => {
      build?: { rollupOptions?: unknown };
    }
  )({ command: 'build', mode: 'production', isSsrBuild: false });
  const options = config.build?.rollupOptions as {
    checks?: { bundlerTimings?: boolean };
    output?: { codeSplitting?: { groups?: Array<{ name: unknown; debugName?: string }> } };
  };

  it('labels each code-splitting group named by a function', () => {
    const groups = options.output?.codeSplitting?.groups ?? [];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups)
      if (typeof group.name === 'function') expect(group.debugName).toBeTruthy();
  });

  it('does not report the precompression time as a warning', () => {
    expect(options.checks?.bundlerTimings).toBe(false);
  });
});
