import type { CandidateApplications } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

/** GET /jobboard/{board}/user/applications → { data }: the candidate's own, newest first. */
export const getMyApplicationsKey = (board: string) => `/api/jobboard/${board}/user/applications`;

export function useMyApplications() {
  const { board } = useBrand();
  return useApi<CandidateApplications>(getMyApplicationsKey(board), { revalidateOnMount: true });
}

/** POST …/user/applications/{id}/withdraw → the list again, that one withdrawn. */
export const withdrawApplication = (board: string, id: number) =>
  apiRequest<CandidateApplications>(`/api/jobboard/${board}/user/applications/${id}/withdraw`, {
    method: 'POST',
  });
