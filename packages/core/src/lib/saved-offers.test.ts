import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_OFFERS_MAX, SAVED_OFFERS_STORAGE_KEY } from '@jobboard/contracts/constants';
import { joinSavedOffers } from './saved-offers-join';
import {
  getSavedIds,
  parseSavedIds,
  saveOnAccount,
  setSavedIds,
  toggleSavedId,
  useAfterHydration,
  useSavedIds,
} from './saved-offers';
import { setHydrating } from './use-api';

beforeEach(() => {
  localStorage.clear();
  setSavedIds([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the browser’s saved jobs', () => {
  it('reads only positive integer ids, once each, at most the limit', () => {
    expect(parseSavedIds(null)).toEqual([]);
    expect(parseSavedIds('not json')).toEqual([]);
    expect(parseSavedIds('{"0":1}')).toEqual([]);
    expect(parseSavedIds('[3, "4", 3, -1, 0, 1.5, 1e300, null, 7]')).toEqual([3, 7]);
    const many = JSON.stringify(Array.from({ length: SAVED_OFFERS_MAX + 5 }, (_, i) => i + 1));
    expect(parseSavedIds(many)).toHaveLength(SAVED_OFFERS_MAX);
  });

  it('keeps the newest first in localStorage, and forgets the key when empty', () => {
    toggleSavedId(5, true);
    toggleSavedId(9, true);
    toggleSavedId(5, true);
    expect(getSavedIds()).toEqual([5, 9]);
    expect(localStorage.getItem(SAVED_OFFERS_STORAGE_KEY)).toBe('[5,9]');
    toggleSavedId(5, false);
    toggleSavedId(9, false);
    expect(getSavedIds()).toEqual([]);
    expect(localStorage.getItem(SAVED_OFFERS_STORAGE_KEY)).toBeNull();
  });

  it('gives the same array while nothing changes (a stable store snapshot)', () => {
    setSavedIds([1, 2]);
    expect(getSavedIds()).toBe(getSavedIds());
  });

  it('follows another tab’s change (storage event) and renders it', () => {
    const { result } = renderHook(() => useSavedIds());
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem(SAVED_OFFERS_STORAGE_KEY, '[42]');
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_OFFERS_STORAGE_KEY }));
    });
    expect(result.current).toEqual([42]);
    act(() => toggleSavedId(7, true));
    expect(result.current).toEqual([7, 42]);
  });

  it('reads nothing while the page hydrates (its DOM stays the server’s), then renders the list', async () => {
    setSavedIds([3]);
    setHydrating(true);
    const { result } = renderHook(() => [useSavedIds(), useAfterHydration()] as const);
    expect(result.current).toEqual([[], false]);
    // The app marks the end of hydration; the store's subscribers read the list a task later.
    setHydrating(false);
    await waitFor(() => expect(result.current).toEqual([[3], true]));
  });

  it('keeps the list in memory when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    toggleSavedId(3, true);
    expect(getSavedIds()).toEqual([3]);
    vi.restoreAllMocks();
  });
});

describe('the account’s copy', () => {
  it('joins the browser’s list at sign-in and keeps the account’s answer', async () => {
    setSavedIds([4, 2]);
    const fetchSpy = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: [4, 2, 8] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await joinSavedOffers('jobboard');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/jobboard/jobboard/user/saved-offers');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toMatchObject({
      offer_ids: [4, 2],
    });
    expect(getSavedIds()).toEqual([4, 2, 8]);
  });

  it('keeps the browser’s list when the join fails', async () => {
    setSavedIds([4]);
    vi.stubGlobal('fetch', async () => new Response('{"message":"x"}', { status: 500 }));
    await joinSavedOffers('jobboard');
    expect(getSavedIds()).toEqual([4]);
  });

  it('saves on the account with PUT and removes with DELETE', async () => {
    const fetchSpy = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Response(JSON.stringify({ data: init?.method === 'PUT' ? [6] : [] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await saveOnAccount('jobboard', 6, true);
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/jobboard/jobboard/user/saved-offers/6');
    expect(getSavedIds()).toEqual([6]);
    await saveOnAccount('jobboard', 6, false);
    expect(fetchSpy.mock.calls[1]![1]!.method).toBe('DELETE');
    expect(getSavedIds()).toEqual([]);
  });
});
