import { defineProject } from 'vitest/config';

// After the browser files' group (the root vitest.config.ts): three workers, not four.
export default defineProject({ test: { name: 'manifest', sequence: { groupOrder: 1 } } });
