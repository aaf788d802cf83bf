// The database thread's entry (pglite-thread.ts). A worker thread does not inherit the hooks
// through which the server runs its TypeScript sources (tsx, decision 001): it registers them,
// then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread-worker.ts');
