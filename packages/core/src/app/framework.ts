/**
 * The framework's chunk behind one ESM import: the entry imports this first, in a task of its own,
 * then the app shell (entry-client.tsx). Imported from the entry directly, React DOM (CommonJS)
 * needed the bundler's interop helper, a static import of the entry fetched before it ran.
 * vite/chunking.ts puts this module in the framework's group.
 */
export { hydrateRoot } from 'react-dom/client';
