import { ButtonLink } from '../../components/ui/button-link';
import type { Offer } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { Alert, Card, Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { pathTo } from '../../config/routes';
import { getOfferKey, useOffer } from '../../features/offers/api/get-offer';
import {
  getSimilarOffersKey,
  useSimilarOffers,
} from '../../features/offers/api/get-similar-offers';
import { offerLinkParams } from '../../features/offers/components/offer-card';
import { OfferDetails } from '../../features/offers/components/offer-details';
import { OfferList } from '../../features/offers/components/offer-list';
import { isExpired, offerContent, toJobPosting } from '../../lib/job-posting';
import { useLang } from '../../lib/lang';
import { companyName, slugify } from '../../lib/localize';
import { definePage } from '../page';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[5]};
  ${(p) => p.theme.media.lg} {
    grid-template-columns: 1fr 320px;
  }
`;

/** The offer id of /offer/{slug}/{id}, or of a legacy /offer/{slug-with-id-at-the-end}. */
export function offerIdOf(params: Record<string, string | undefined>): string {
  if (params.id) return params.id;
  return /-(\d+)$/.exec(params.slug ?? '')?.[1] ?? params.slug ?? '0';
}

function OfferPage() {
  const intl = useIntl();
  const lang = useLang();
  const params = useParams();
  const id = offerIdOf(params);
  const { data } = useOffer(id);
  const { data: similar } = useSimilarOffers(id);
  const offer = data?.data;
  if (!offer) return null;
  const expired = isExpired(offer);
  return (
    <Container>
      <Layout>
        <Card>
          <OfferDetails offer={offer} />
        </Card>
        <aside>
          <Card>
            {offer.is_confidential || !offer.company ? (
              <p>{intl.formatMessage({ id: 'offer.confidential' })}</p>
            ) : (
              <p>
                <RouteLink
                  to="company"
                  params={{
                    slug: offer.company.slug || slugify(companyName(offer.company, lang)),
                    id: offer.company.id,
                  }}
                  data-testid="offer-company"
                >
                  {companyName(offer.company, lang)}
                </RouteLink>
              </p>
            )}
            {expired ? (
              <Alert $tone="info">{intl.formatMessage({ id: 'offer.expired' })}</Alert>
            ) : offer.has_applied ? (
              <Alert $tone="success" data-testid="already-applied">
                {intl.formatMessage({ id: 'offer.alreadyApplied' })}
              </Alert>
            ) : (
              <ButtonLink
                to="apply"
                params={offerLinkParams(offer, lang)}
                $block
                data-testid="apply-button"
              >
                {intl.formatMessage({ id: 'offer.apply' })}
              </ButtonLink>
            )}
          </Card>
          <AdSlot zone="bigBox" />
        </aside>
      </Layout>
      {similar?.data.length ? (
        <section aria-labelledby="similar">
          <h2 id="similar">{intl.formatMessage({ id: 'offer.similar' })}</h2>
          <OfferList offers={similar.data} />
        </section>
      ) : null}
    </Container>
  );
}

export default definePage({
  Component: OfferPage,
  keys: ({ brand, params }) => [
    getOfferKey(brand.board, offerIdOf(params)),
    getSimilarOffersKey(brand.board, offerIdOf(params)),
  ],
  mainResource: true,
  // /offer/{slug} (no id) is a legacy address: send it to the canonical one.
  redirect: (ctx, peek) => {
    if (ctx.params.id) return null;
    const offer = peek<{ data: Offer }>(getOfferKey(ctx.brand.board, offerIdOf(ctx.params)))?.data;
    return offer ? pathTo('offer', ctx.lang, offerLinkParams(offer, ctx.lang)) : null;
  },
  head: (ctx) => {
    const offer = ctx.peek<{ data: Offer }>(
      getOfferKey(ctx.brand.board, offerIdOf(ctx.params)),
    )?.data;
    if (!offer) return {};
    const content = offerContent(offer, ctx.lang);
    const url = ctx.brand.origin + pathTo('offer', ctx.lang, offerLinkParams(offer, ctx.lang));
    const posting = toJobPosting(offer, {
      lang: ctx.lang,
      url,
      companyUrl:
        offer.company && !offer.is_confidential
          ? ctx.brand.origin +
            pathTo('company', ctx.lang, {
              slug: offer.company.slug || 'company',
              id: offer.company.id,
            })
          : undefined,
    });
    const company =
      offer.is_confidential || !offer.company ? '' : companyName(offer.company, ctx.lang);
    return {
      title: company ? `${content?.title ?? ''} – ${company}` : (content?.title ?? ''),
      description: (content?.description ?? '').replace(/\s+/g, ' ').slice(0, 160),
      ogType: 'article',
      localizedParams: {
        fr: { ...offerLinkParams(offer, 'fr'), id: String(offer.id) },
        en: { ...offerLinkParams(offer, 'en'), id: String(offer.id) },
      },
      jsonLd: posting ? [posting] : undefined,
    };
  },
});
