import type {
  Application,
  ApplicationListParams,
  BulkApplicationStageResult,
  DataOf,
  EmployerApplicationStage,
} from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';
import { listQuery } from './list-params';

/**
 * GET /jobboard/{board}/employer/offer/{offerId}/applications?j=…&page=… → { data, current_page,
 * per_page, total, last_page }; each application with the candidate and their documents.
 */
export const getOfferApplicationsKey = (
  board: string,
  offerId: number | string,
  params?: ApplicationListParams,
  page = 1,
) =>
  `/api/jobboard/${board}/employer/offer/${encodeURIComponent(String(offerId))}/applications${listQuery(params, page)}`;

/** Download link of an application's document (served as an attachment, this employer only). */
export const applicationDocumentUrl = (
  board: string,
  offerId: number,
  applicationId: number,
  documentId: number,
) =>
  `/api/jobboard/${board}/employer/offer/${offerId}/applications/${applicationId}/documents/${documentId}`;

/** GET …/applications/{applicationId}: opening it (the first time) marks it viewed. */
export const openApplication = (board: string, offerId: number, applicationId: number) =>
  apiRequest<DataOf<Application>>(
    `/api/jobboard/${board}/employer/offer/${offerId}/applications/${applicationId}`,
  );

/** PUT …/applications/{applicationId}/stage → { data } the application at its new stage. */
export const setApplicationStage = (
  board: string,
  offerId: number,
  applicationId: number,
  stage: EmployerApplicationStage,
) =>
  apiRequest<DataOf<Application>>(
    `/api/jobboard/${board}/employer/offer/${offerId}/applications/${applicationId}/stage`,
    { method: 'PUT', json: { stage } },
  );

/** POST …/applications/stage → { data: { updated } }: several applications of the offer at once. */
export const setApplicationStages = (
  board: string,
  offerId: number,
  applicationIds: number[],
  stage: EmployerApplicationStage,
) =>
  apiRequest<BulkApplicationStageResult>(
    `/api/jobboard/${board}/employer/offer/${offerId}/applications/stage`,
    { method: 'POST', json: { application_ids: applicationIds, stage } },
  );
