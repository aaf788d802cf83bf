import type { User } from '@jobboard/contracts';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getMeKey = (board: string) => `/api/jobboard/${board}/me`;
export type MeResponse = { data: User } | null;

/** The signed-in candidate, null when anonymous (401 is stored as null, SPEC §4). */
export function useMe() {
  const { board } = useBrand();
  const { data, mutate, isLoading } = useApi<MeResponse>(getMeKey(board), {
    onErrorRetry: () => undefined,
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

/** Reloads the candidate (after an e-mail confirmation or an apply-register); null when signed out. */
export async function refreshMe(board: string): Promise<MeResponse> {
  const me = await apiRequest<{ data: User }>(getMeKey(board)).catch(() => null);
  await setMe(board, me);
  return me;
}
