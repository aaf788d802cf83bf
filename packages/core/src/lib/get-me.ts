import type { DataOf, User } from '@jobboard/contracts';
import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import { SESSION_HINT_COOKIES } from '../config/constants';
import { apiRequest } from './api-client';
import { useBrand } from './brand';
import { useApi, useAskedAgainWithSession } from './use-api';

export const getMeKey = (board: string) => `/api/jobboard/${board}/me`;
export type MeResponse = DataOf<User> | null;

/**
 * Whether this browser holds a candidate session (an employer's with the ATS guard's `hint`), from the
 * server's readable hint cookie (the session cookie is httpOnly). Without it the answer of /me is
 * a 401 known in advance.
 */
export function hasSessionHint(
  cookie = typeof document === 'undefined' ? '' : document.cookie,
  hint: (typeof SESSION_HINT_COOKIES)[keyof typeof SESSION_HINT_COOKIES] = SESSION_HINT_COOKIES.jobboard,
) {
  return new RegExp(`(?:^|;\\s*)${hint}=`).test(cookie);
}

/**
 * Whether this browser holds an employer session (the ATS guard's hint cookie), read after
 * hydration: the server renders the public pages without it, the same for every visitor (they
 * are cached), and the header then offers the employer area instead of « Connexion ».
 */
export function useEmployerSessionHint(): boolean {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    setHint(hasSessionHint(document.cookie, SESSION_HINT_COOKIES.ats));
  }, []);
  return hint;
}

/** An anonymous visitor's /me: null without asking the API (no 401 in the console). */
const anonymous = async (): Promise<MeResponse> => null;

/** The signed-in candidate, null when anonymous (401 is stored as null). */
export function useMe() {
  const { board } = useBrand();
  const key = getMeKey(board);
  const { data, mutate, isLoading } = useApi<MeResponse>(key, {
    onErrorRetry: () => undefined,
    // Pages load /me with their data; this hook fetches only where no page did (an error page).
    ...(hasSessionHint() ? {} : { fetcher: anonymous }),
  });
  // A page the same for every visitor came without the candidate: asked once it has hydrated,
  // then the header's « Connexion » links hidden meanwhile (render-page.ts) show if no one is.
  useAskedAgainWithSession(key, async () => {
    try {
      await mutate();
    } finally {
      delete document.documentElement.dataset.accountPending;
    }
  });
  const user = data?.data ?? null;
  return { user, isCandidate: !!user && user.guard !== 'ats', isLoading, mutate };
}

/**
 * Puts the signed-in candidate in the SWR cache (the answer of a sign-in or sign-up), so the
 * next navigation's guard sees it: a bare `mutate(key)` only revalidates mounted hooks, and the
 * auth pages do not mount one.
 */
export async function setMe(board: string, me: MeResponse): Promise<void> {
  await mutate(getMeKey(board), me, { revalidate: false });
}

/** Reloads the candidate (after an e-mail confirmation); null when signed out. */
export async function refreshMe(board: string): Promise<MeResponse> {
  const me = await apiRequest<DataOf<User>>(getMeKey(board)).catch(() => null);
  await setMe(board, me);
  return me;
}
