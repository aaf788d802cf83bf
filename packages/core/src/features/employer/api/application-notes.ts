import type {
  ApplicationNote,
  ApplicationNoteInput,
  ApplicationNotes,
  ApplicationRatingInput,
  DataOf,
} from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

export type { ApplicationNote, ApplicationNotes };

const applicationPath = (board: string, offerId: number, applicationId: number) =>
  `/api/jobboard/${board}/employer/offer/${offerId}/applications/${applicationId}`;

/** GET …/applications/{applicationId}/notes → { data } the team's notes, oldest first. */
export const getApplicationNotesKey = (board: string, offerId: number, applicationId: number) =>
  `${applicationPath(board, offerId, applicationId)}/notes`;

/** POST …/applications/{applicationId}/notes → 201 { data } the note (422 on an empty one). */
export const addApplicationNote = (
  board: string,
  offerId: number,
  applicationId: number,
  input: ApplicationNoteInput,
) =>
  apiRequest<DataOf<ApplicationNote>>(getApplicationNotesKey(board, offerId, applicationId), {
    method: 'POST',
    json: input,
  });

/** PUT …/applications/{applicationId}/rating → { data: { rating } }; null clears it. */
export const setApplicationRating = (
  board: string,
  offerId: number,
  applicationId: number,
  rating: ApplicationRatingInput['rating'],
) =>
  apiRequest<DataOf<{ rating: number | null }>>(
    `${applicationPath(board, offerId, applicationId)}/rating`,
    { method: 'PUT', json: { rating } },
  );

/** The offer's applications as CSV, headers and stages in `lang` (a download, this team only). */
export const applicationsCsvUrl = (board: string, offerId: number, lang: 'fr' | 'en') =>
  `/api/jobboard/${board}/employer/offer/${offerId}/applications/export?lg=${lang}`;
