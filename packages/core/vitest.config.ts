import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // As in vite.config.ts: the site's own router stands for react-router (src/lib/router).
  resolve: {
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/lib/router/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: '@jobboard/core',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
