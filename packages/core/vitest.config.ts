import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@jobboard/core',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // jsdom renders and hydrates whole pages here; 5 s is short on a 2-core CI machine.
    testTimeout: 15_000,
    // Each file in a fresh module cache (unlike the server and CLI projects): the app's stores
    // (consent, toasts, the ad loader) live in modules, and a file that mocks one needs it fresh.
    isolate: true,
  },
});
