import type { DataOf, UserSkill, UserSkillInput } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const SKILLS_KEY = '/api/jobboard/user/skills';

export function useSkills() {
  return useApi<DataOf<UserSkill[]>>(SKILLS_KEY);
}

export const saveSkill = (input: UserSkillInput, id?: number) =>
  apiRequest<DataOf<UserSkill>>(id ? `${SKILLS_KEY}/${id}` : SKILLS_KEY, {
    method: id ? 'PUT' : 'POST',
    json: input,
  });

export const deleteSkill = (id: number) =>
  apiRequest<unknown>(`${SKILLS_KEY}/${id}`, { method: 'DELETE' });
