import type { Attribute } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export interface UserSkill {
  id: number;
  skill: Attribute;
  level: number;
}

export const SKILLS_KEY = '/api/jobboard/user/skills';

export function useSkills() {
  return useApi<{ data: UserSkill[] }>(SKILLS_KEY);
}

export const saveSkill = (input: { skill_id: number; level: number }, id?: number) =>
  apiRequest<{ data: UserSkill }>(id ? `${SKILLS_KEY}/${id}` : SKILLS_KEY, {
    method: id ? 'PUT' : 'POST',
    json: input,
  });

export const deleteSkill = (id: number) =>
  apiRequest<unknown>(`${SKILLS_KEY}/${id}`, { method: 'DELETE' });
