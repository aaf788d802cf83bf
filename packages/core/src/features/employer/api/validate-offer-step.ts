import type { OfferStep, OfferStepInputs } from '@jobboard/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getOfferStepValidationPath = (board: string, step: OfferStep) =>
  `/api/jobboard/${board}/employer/offers/validation/${step}`;

/**
 * POST /jobboard/{board}/employer/offers/validation/{details|attributes|specifications} → 204
 * when the step is valid; otherwise an ApiError 422 whose `errors` are keyed by dotted field
 * path ("contents.fr.title", "schedule_ids", "salary_max"…).
 */
export const validateOfferStep = <S extends OfferStep>(
  board: string,
  step: S,
  input: OfferStepInputs[S],
) =>
  apiRequest<void>(getOfferStepValidationPath(board, step), {
    method: 'POST',
    json: { ...input },
  });
