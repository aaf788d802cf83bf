import { describe, expect, it } from 'vitest';
import { testBrand } from '../testing/brand';
import { serializeState, stateJson, type AppState } from './state';

/** What the page carried before reuse came in: the whole state written in one piece. */
const inOnePiece = (state: AppState) => JSON.stringify(state).replace(/</g, '\\u003c');

const reference = Object.freeze({
  data: Object.freeze([
    Object.freeze({ id: 1, label: Object.freeze({ fr: 'Vente <b>', en: 'Sales' }) }),
  ]),
});

function stateWith(over: Partial<AppState> = {}): AppState {
  return {
    brand: testBrand(),
    settings: { origin: 'https://x.test', atsUrl: null, renderedAt: '2026-12-05T00:00:00.000Z' },
    hydration: {
      loaderData: {
        'findJob:fr': {
          swr: {
            '/api/jobboard/x/offers?q=%3C%2Fscript%3E': { data: [{ title: '</script><script>x' }] },
            '/api/jobboard/x/offer-attributes?types=category': reference,
            '/api/jobboard/x/me': null,
          },
          skipped: undefined,
          when: new Date('2026-12-05T12:00:00Z'),
          list: [1, undefined, () => 1, 'a\u2028b'],
          // Containers written part by part, with nothing (left) in them.
          empty: { none: [], nothing: {}, onlyUndefined: { gone: undefined } },
        },
        'root<': null,
      },
      errors: null,
    },
    swr: { '/api/x?q=<': { n: 1 } },
    ...over,
  } as unknown as AppState;
}

describe('serializeState', () => {
  it('writes the same JSON as the state in one piece, every `<` escaped', () => {
    const state = stateWith();
    const json = stateJson(state);
    expect(json).toBe(inOnePiece(state));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(state)));
    expect(serializeState(state).join('')).toBe(
      `<script type="application/json" id="app-state">${json}</script>`,
    );
  });

  it('gives a long state in parts of at most 16,384 characters, none empty, split between values', () => {
    const offers = Array.from({ length: 400 }, (_, id) => ({ id, title: `Offre ${id} <b>` }));
    const state = stateWith({ swr: { '/api/jobboard/x/offers': { data: offers } } });
    const [open, ...rest] = serializeState(state);
    const close = rest.pop();
    expect(open).toBe('<script type="application/json" id="app-state">');
    expect(close).toBe('</script>');
    expect(rest.length).toBeGreaterThan(1);
    for (const part of rest) {
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThanOrEqual(16_384);
    }
    expect(rest.join('')).toBe(inOnePiece(state));
  });

  it('reuses what is shared between renders, and follows a rebuilt brand', () => {
    const first = stateWith();
    expect(stateJson(first)).toBe(inOnePiece(first));
    // The same build's objects in a new bundle, and the same frozen answer: the same text.
    const again = stateWith({ brand: { ...first.brand } });
    expect(stateJson(again)).toBe(inOnePiece(again));
    // A rebuilt brand's images (the same manifest object) are not the cached ones.
    const rebuilt = stateWith({
      brand: { ...first.brand, images: { ...first.brand.images, changed: true } as never },
    });
    expect(stateJson(rebuilt)).toBe(inOnePiece(rebuilt));
    expect(stateJson(rebuilt)).not.toBe(stateJson(again));
  });
});
