import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@jobboard/core',
    environment: 'jsdom',
    // vite.config.test.ts: the site build's configuration.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/*.test.ts', '*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // jsdom renders and hydrates whole pages here; 5 s is short on a 2-core CI machine.
    testTimeout: 15_000,
    // A worker's files share one jsdom and the libraries' modules: a fresh jsdom and React per
    // file took two thirds of this project's processor time. The set-up file empties the
    // document and the browser's storage after each file and evaluates the app's modules anew
    // (their stores, and the mocks of a file), so no file sees what another left.
    isolate: false,
  },
});
