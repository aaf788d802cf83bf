import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lazyComponent,
  loadLazyComponents,
  stopViewportWaits,
  whenNearViewport,
} from './lazy-component';

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;

describe('lazyComponent', () => {
  it('renders the fallback until its chunk is there, then the component', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads++;
      return { default: Greeting };
    });
    render(
      <Suspense fallback={<p>…</p>}>
        <Lazy name="Zoé" />
      </Suspense>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    expect(await screen.findByText('Bonjour Zoé')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('renders at once on the server once loadLazyComponents has run, the fallback before', async () => {
    const page = (Lazy: ReturnType<typeof lazyComponent<{ name: string }>>) =>
      renderToString(
        <Suspense fallback={<p>fallback</p>}>
          <Lazy name="Léa" />
        </Suspense>,
      );
    expect(page(lazyComponent(async () => ({ default: Greeting })))).toContain('fallback');
    const loaded = lazyComponent(async () => ({ default: Greeting }));
    await loadLazyComponents();
    expect(page(loaded)).toContain('Bonjour <!-- -->Léa');
  });
});

describe('whenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());
  const observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
  const stubObserver = () =>
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    return done;
  };

  it('waits until the element nears the viewport', async () => {
    stubObserver();
    document.body.innerHTML = '<footer data-far></footer>';
    const wait = whenNearViewport('[data-far]');
    expect(await settled(wait)).toBe(false);
    observed.at(-1)!([{ isIntersecting: false }]);
    expect(await settled(wait)).toBe(false);
    observed.at(-1)!([{ isIntersecting: true }]);
    expect(await settled(wait)).toBe(true);
  });

  it('ends the wait when the element leaves the page (React rendering that part anew)', async () => {
    stubObserver();
    document.body.innerHTML = '<div><footer data-far></footer></div>';
    const wait = whenNearViewport('[data-far]');
    expect(await settled(wait)).toBe(false);
    document.querySelector('[data-far]')!.remove();
    expect(await settled(wait)).toBe(true);
  });

  // Last: the stop lasts for the rest of the page's life.
  it('ends every wait at the first navigation, and any wait begun after it at once', async () => {
    stubObserver();
    document.body.innerHTML = '<footer data-far></footer>';
    const wait = whenNearViewport('[data-far]');
    expect(await settled(wait)).toBe(false);
    stopViewportWaits();
    expect(await settled(wait)).toBe(true);
    expect(await settled(whenNearViewport('[data-far]'))).toBe(true);
  });
});
