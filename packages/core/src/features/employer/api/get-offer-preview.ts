/** GET /ats/offers/{id}/preview: the team's offer as the public Offer, whatever its status. */
export const getOfferPreviewKey = (id: number | string) =>
  `/api/ats/offers/${encodeURIComponent(String(id))}/preview`;
