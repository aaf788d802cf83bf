import { hydrateApp } from './app/hydrate';
import { STATE_GLOBAL, type AppState } from './app/state';
import { reloadAfterChunkError } from './lib/chunk-reload';

// SPEC §8: a chunk that fails to load (new deploy) reloads the page, at most once a minute.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadAfterChunkError();
});

const state = (window as unknown as Record<string, AppState>)[STATE_GLOBAL]!;
void hydrateApp(document.getElementById('root')!, state);
