import type { DataOf, UserDocument } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';

export const getDocumentsKey = (board: string) => `/api/jobboard/${board}/user/documents`;

export function useDocuments(enabled = true) {
  const { board } = useBrand();
  return useApi<DataOf<UserDocument[]>>(enabled ? getDocumentsKey(board) : null);
}

export function uploadDocument(
  board: string,
  file: File,
  type: UserDocument['type'],
  name?: string,
) {
  const form = new FormData();
  form.append('type', type);
  if (name) form.append('name', name);
  form.append('file', file);
  return apiRequest<DataOf<UserDocument>>(getDocumentsKey(board), { form });
}

export const renameDocument = (board: string, id: number, name: string) =>
  apiRequest<DataOf<UserDocument>>(`${getDocumentsKey(board)}/${id}`, {
    method: 'PUT',
    json: { name },
  });

export const deleteDocument = (board: string, id: number) =>
  apiRequest<unknown>(`${getDocumentsKey(board)}/${id}`, { method: 'DELETE' });

export const documentDownloadUrl = (board: string, id: number) =>
  `${getDocumentsKey(board)}/${id}/download`;
