import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// waitFor and findBy* give up after 1 s by default: on a CI machine busy with three runners, a
// page's chain of answers (a link checked, a session reloaded, a redirect) took longer. A test
// whose awaited state never comes still fails, at its own timeout's pace.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The files of a worker share one jsdom and one module cache (isolate: false in the project's
 * config: a fresh jsdom and React per file cost more than the tests). So each file leaves them
 * as it found them: no element of its own in the document, nothing stored in the browser, no
 * stubbed global or spied function, and the app's modules evaluated anew for the next file (its
 * stores — consent, toasts, the ad loader — start empty, and a module a file mocks is not the
 * one the next file meets). The libraries (React, react-router…) stay loaded.
 */
// styled-components (a library: loaded once per worker) goes on writing into the <style> it made
// first: a file that rewrites the head would leave it detached, and the next files unstyled.
const styleSheets = new Set(document.head.querySelectorAll('style'));
const headWatch = new MutationObserver((records) => {
  for (const record of records)
    for (const node of Array.from(record.addedNodes))
      if (node instanceof HTMLStyleElement) styleSheets.add(node);
});
headWatch.observe(document.head, { childList: true });
afterAll(() => {
  headWatch.disconnect();
  for (const sheet of styleSheets) if (!sheet.isConnected) document.head.append(sheet);
  document.body.replaceChildren();
  for (const attribute of Array.from(document.documentElement.attributes))
    if (attribute.name !== 'lang') document.documentElement.removeAttribute(attribute.name);
  localStorage.clear();
  sessionStorage.clear();
  // A cookie set without `path=/` belongs to the URL's directory: expire it on every prefix of
  // the current path, or the next file finds it (a session hint left by one file made another's
  // anonymous visitor signed in).
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

// React's act() warnings are real failures in the hydration tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Components of the employer area read their catalog synchronously, as after the loader ran.
import { loadEmployerMessages } from '../i18n/employer';
await Promise.all([loadEmployerMessages('fr'), loadEmployerMessages('en')]);

// Components the server renders through lazyComponent (declared as their modules load): loaded
// up front, as the server does before it renders.
import '../app/layouts/default-layout';
import { loadLazyComponents } from '../lib/lazy-component';
await loadLazyComponents();
