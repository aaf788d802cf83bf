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
    expect(serializeState(state)).toBe(
      `<script type="application/json" id="app-state">${json}</script>`,
    );
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
