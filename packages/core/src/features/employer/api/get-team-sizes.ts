import type { DataOf, TeamSize } from '@jobboard/contracts';
import { useApi } from '../../../lib/use-api';

export const getTeamSizesKey = () => '/api/ats/team-sizes';

/** GET /ats/team-sizes: { data: [{ value, label: { fr, en } }] }. */
export function useTeamSizes() {
  return useApi<DataOf<TeamSize[]>>(getTeamSizesKey(), { revalidateOnFocus: false });
}
