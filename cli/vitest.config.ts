import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    // The end-to-end tests spawn the real command and encode images for one brand.
    testTimeout: 60_000,
    // Files share a worker's module cache: the commands' modules are evaluated once per worker.
    // Tests change no module state (each command gets its options and paths as arguments).
    isolate: false,
  },
});
