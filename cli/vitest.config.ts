import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    // The end-to-end tests spawn the real command and encode images for one brand.
    testTimeout: 60_000,
  },
});
