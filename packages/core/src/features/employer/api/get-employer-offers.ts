import type { OfferListParams } from '@jobboard/contracts';
import { listQuery } from './list-params';

/** GET /ats/offers?j=…&page=…: the team's offers with status and boards (default created_at desc). */
export const getEmployerOffersKey = (params?: OfferListParams, page = 1) =>
  `/api/ats/offers${listQuery(params, page)}`;
