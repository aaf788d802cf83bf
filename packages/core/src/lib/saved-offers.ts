import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';
import { localStorageOrNull, parseStoredList } from './local-storage';
import { isHydrating } from './use-api';
import { SAVED_OFFERS_MAX, SAVED_OFFERS_STORAGE_KEY as KEY } from '@jobboard/contracts/constants';

/*
 * The browser's saved jobs (docs/candidates.md#saved-jobs): offer ids in localStorage, newest
 * first. A visitor's list is this one; a signed-in candidate's is kept by the account and copied
 * here (at sign-in and by each save), so that the hearts of every page read one list without
 * asking the server. Read after hydration only: the server renders every heart unpressed, and
 * useSyncExternalStore's server snapshot keeps the first browser render the same.
 */

const EMPTY: readonly number[] = [];
const listeners = new Set<() => void>();
/** The last value read from storage, and its ids (one array per value: a stable snapshot). */
let raw: string | null = null;
let ids: readonly number[] = EMPTY;
/** Storage refused (disabled, full): the list lives in this page's memory. */
let memoryOnly = false;

/** The ids of a stored value: positive integers, once each, at most SAVED_OFFERS_MAX. */
export function parseSavedIds(value: string | null): number[] {
  const out: number[] = [];
  for (const id of parseStoredList(value))
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && !out.includes(id))
      out.push(id);
  return out.slice(0, SAVED_OFFERS_MAX);
}

/**
 * The browser's saved ids, newest first; none while the page hydrates, so that its first DOM is
 * the server's (the list shows a moment later: subscribeSavedIds).
 */
export function getSavedIds(): readonly number[] {
  if (isHydrating()) return EMPTY;
  const store = localStorageOrNull();
  if (!store || memoryOnly) return ids;
  let value: string | null = null;
  try {
    value = store.getItem(KEY);
  } catch {
    return ids;
  }
  if (value !== raw) {
    raw = value;
    ids = parseSavedIds(value);
  }
  return ids;
}

/** Replaces the browser's list (the account's answer, or a heart's change). */
export function setSavedIds(next: readonly number[]): void {
  const list = parseSavedIds(JSON.stringify(next));
  const value = list.length ? JSON.stringify(list) : null;
  const store = localStorageOrNull();
  try {
    if (value) store?.setItem(KEY, value);
    else store?.removeItem(KEY);
    memoryOnly = !store;
  } catch {
    memoryOnly = true;
  }
  raw = value;
  ids = list.length ? list : EMPTY;
  notify();
}

/** Saves (first of the list) or removes one offer. */
export function toggleSavedId(id: number, saved: boolean): void {
  const others = getSavedIds().filter((x) => x !== id);
  setSavedIds(saved ? [id, ...others] : others);
}

/** Another tab changed the list: this one follows. */
const onStorage = (event: StorageEvent) => {
  if (event.key === KEY || event.key === null) notify();
};

const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribeSavedIds(listener: () => void): () => void {
  if (!listeners.size && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    // Once the hydration's effects have run (a task later): the subscribers read the list.
    setTimeout(notify, 0);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/** The saved ids, empty on the server and until the page has hydrated. */
export function useSavedIds(): readonly number[] {
  return useSyncExternalStore(subscribeSavedIds, getSavedIds, serverSnapshot);
}

const inBrowser = () => !isHydrating();
const onServer = () => false;
/** False on the server and until the page has hydrated: then what only the browser knows shows. */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(subscribeSavedIds, inBrowser, onServer);
}

/* The account's copy: a signed-in candidate's changes go to the server, which answers its list. */

const accountPath = (board: string) => `/api/jobboard/${board}/user/saved-offers`;

/** A heart pressed while signed in: the account saves or removes it; the answer is the list. */
export async function saveOnAccount(board: string, id: number, saved: boolean): Promise<void> {
  const answer = await apiRequest<{ data: number[] }>(`${accountPath(board)}/${id}`, {
    method: saved ? 'PUT' : 'DELETE',
  });
  setSavedIds(answer.data);
}
