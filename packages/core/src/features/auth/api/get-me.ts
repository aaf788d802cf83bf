import type { User } from '@jobboard/contracts';
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
