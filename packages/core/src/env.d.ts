/// <reference types="vite/client" />

/**
 * Set by the browser bundle's build only (vite.config.ts `define`): code that only the server
 * render needs, such as a page's JSON-LD, sits behind `!import.meta.env.BROWSER_BUNDLE` and is
 * left out of the browser's download. Undefined in the server bundle and in tests.
 */
interface ImportMetaEnv {
  readonly BROWSER_BUNDLE?: true;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
