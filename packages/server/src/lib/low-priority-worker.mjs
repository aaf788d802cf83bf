// The entry of low-priority-work.ts's threads. A worker thread does not inherit the hooks through
// which the server runs its TypeScript sources (tsx, decision 001): it registers them, then loads
// the tasks, which piscina calls by name.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./low-priority-worker.ts');
export const { scrypt, compress, priority } = tasks;
