import { ButtonLink } from '../../components/ui/button-link';
import type { DataOf, Offer, OfferSearchPage } from '@jobboard/contracts';
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { data as routeData, redirect, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdSlot } from '../../components/ui/ad-slot';
import { CompanyLogo } from '../../components/ui/company-logo';
import { Alert, Card, Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import { getOfferKey, useOffer } from '../../features/offers/api/get-offer';
import { getOffersKey } from '../../features/offers/api/get-offers';
import { recordOfferEvent } from '../../features/offers/api/record-offer-event';
import {
  getSimilarOffersKey,
  useSimilarOffers,
} from '../../features/offers/api/get-similar-offers';
import { offerLinkParams } from '../../features/offers/components/offer-card';
import { OfferDetails } from '../../features/offers/components/offer-details';
import { OfferList } from '../../features/offers/components/offer-list';
import { isExpired, offerContent, offerVersions, toJobPosting } from '../../lib/job-posting';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { companyName, slugify } from '../../lib/localize';
import { definePage } from '../page';
import { lazyComponent } from '../../lib/lazy-component';
import { catalogs } from '../../i18n';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[5]};
  ${(p) => p.theme.media.lg} {
    grid-template-columns: 1fr 320px;
  }
`;

/*
 * Phones (< 768 px): the Apply button stays at the bottom of the screen while the offer is read
 * (sticky, the page's last element: it never covers the end of the page, where it rests in its
 * own space), and the sidebar's button, below the whole offer there, is not shown.
 */
const ApplyBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  margin: ${(p) => p.theme.space[5]} calc(-1 * ${(p) => p.theme.space[4]}) 0;
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]}
    calc(${(p) => p.theme.space[3]} + env(safe-area-inset-bottom, 0px));
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadows.md};
  ${(p) => p.theme.media.md} {
    display: none;
  }
`;
const SidebarApply = styled.div`
  display: none;
  ${(p) => p.theme.media.md} {
    display: block;
  }
`;

/** The employer at the top of the sidebar: its logo, then its name. */
const Employer = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[4]};
  p {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

/** The offer id of /offer/{slug}/{id}, or of a legacy /offer/{slug-with-id-at-the-end}. */
export function offerIdOf(params: Record<string, string | undefined>): string {
  if (params.id) return params.id;
  return /-(\d+)$/.exec(params.slug ?? '')?.[1] ?? params.slug ?? '0';
}

/** The previous platform's offer address, /offer/{slug-with-its-id-at-the-end}, resolved by its id. */
export const getLegacyOfferKey = (board: string, lang: Lang, id: string) =>
  `/api/jobboard/${board}/legacy/offers/${lang}/${encodeURIComponent(id)}`;

/** Past this many days after it expired, an offer's page answers 410 Gone (still shown). */
export const GONE_AFTER_EXPIRED_DAYS = 60;
const DAY_MS = 24 * 3600_000;

/** Whether an offer expired more than GONE_AFTER_EXPIRED_DAYS ago. */
export function isGone(offer: Pick<Offer, 'status' | 'expires_at'>, now = new Date()): boolean {
  if (!offer.expires_at) return false;
  return (
    isExpired(offer, now) &&
    now.getTime() - new Date(offer.expires_at).getTime() > GONE_AFTER_EXPIRED_DAYS * DAY_MS
  );
}

/** How many offers the lookup of an address without its id reads (a search for its words). */
const SLUG_LOOKUP_SIZE = 50;

/**
 * The offer's address in a language: its slug in that language, the search query kept. A moved
 * page is permanent (301), so that search engines carry the old address's ranking over.
 */
function canonicalRedirect(offer: Offer, lang: Lang, search: string): Response {
  return redirect(pathTo('offer', lang, offerLinkParams(offer, lang)) + search, 301);
}

const ToolsCard = styled(Card)`
  margin-top: ${(p) => p.theme.space[4]};
`;

// Sharing and reporting are not first-load JavaScript: their code comes as React hydrates the
// page (the server renders them, so the e-mail and LinkedIn links work before then and without
// scripts).
const OfferTools = lazyComponent(() =>
  import('../../features/offers/components/offer-tools').then((m) => ({ default: m.OfferTools })),
);

function OfferPage() {
  const intl = useIntl();
  const lang = useLang();
  const params = useParams();
  const id = offerIdOf(params);
  const { data } = useOffer(id);
  const { data: similar } = useSimilarOffers(id);
  const offer = data?.data;
  const { board } = useBrand();
  // Kept as recently viewed in this browser (lib/recent.ts, loaded after the page), and counted
  // as a view for the employer (no cookie, no visitor: docs/employers.md#offer-statistics).
  useEffect(() => {
    if (!offer) return;
    recordOfferEvent(board, offer.id, 'view');
    const expired = isExpired(offer);
    void import('../../lib/recent').then(
      (recent) => recent.recordOfferView(board, offer, expired),
      () => undefined,
    );
  }, [offer?.id, board]); // once per offer and board
  if (!offer) return null;
  const expired = isExpired(offer);
  const countApplyClick = () => recordOfferEvent(board, offer.id, 'apply-click');
  return (
    <Container>
      {expired ? (
        <Alert $tone="info" role="status" data-testid="offer-expired">
          {intl.formatMessage({ id: 'offer.expiredNotice' })}{' '}
          {similar?.data.length ? (
            <a href="#similar">{intl.formatMessage({ id: 'offer.expiredSeeSimilar' })}</a>
          ) : null}
        </Alert>
      ) : null}
      <Layout>
        <Card>
          <OfferDetails offer={offer} />
        </Card>
        <aside>
          {/* A box, not a section: it has no heading of its own (the employer's name is not one). */}
          <Card as="div">
            {offer.is_confidential || !offer.company ? (
              <Employer>
                <CompanyLogo name={null} logo={null} size={56} />
                <p>{intl.formatMessage({ id: 'offer.confidential' })}</p>
              </Employer>
            ) : (
              <Employer>
                {/* Decorative: the name is the link beside it. */}
                <CompanyLogo
                  name={companyName(offer.company, lang)}
                  logo={offer.company.logo}
                  size={56}
                  decorative
                />
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
              </Employer>
            )}
            {expired ? (
              <Alert $tone="info">{intl.formatMessage({ id: 'offer.expired' })}</Alert>
            ) : offer.has_applied ? (
              <Alert $tone="success" data-testid="already-applied">
                {intl.formatMessage({ id: 'offer.alreadyApplied' })}
              </Alert>
            ) : (
              <SidebarApply>
                <ButtonLink
                  to="apply"
                  params={offerLinkParams(offer, lang)}
                  $block
                  data-testid="apply-button"
                  onClick={countApplyClick}
                >
                  {intl.formatMessage({ id: 'offer.apply' })}
                </ButtonLink>
              </SidebarApply>
            )}
          </Card>
          {/* The card comes with its code: on a page reached in the browser, an empty card
              showed until the chunk arrived. */}
          <Suspense fallback={null}>
            <ToolsCard as="div">
              <OfferTools offer={offer} />
            </ToolsCard>
          </Suspense>
          <AdSlot zone="bigBox" />
        </aside>
      </Layout>
      {similar?.data.length ? (
        <section aria-labelledby="similar" data-testid="similar-offers">
          <h2 id="similar">
            {intl.formatMessage({ id: expired ? 'offer.similarOpen' : 'offer.similar' })}
          </h2>
          <OfferList offers={similar.data} />
        </section>
      ) : null}
      {!expired && !offer.has_applied ? (
        <ApplyBar data-testid="apply-bar">
          <ButtonLink
            to="apply"
            params={offerLinkParams(offer, lang)}
            $block
            onClick={countApplyClick}
          >
            {intl.formatMessage({ id: 'offer.apply' })}
          </ButtonLink>
        </ApplyBar>
      ) : null}
    </Container>
  );
}

export default definePage({
  prepare: catalogs('offer'),
  Component: OfferPage,
  keys: ({ brand, params }) => [
    getOfferKey(brand.board, offerIdOf(params)),
    getSimilarOffersKey(brand.board, offerIdOf(params)),
  ],
  mainResource: true,
  /*
   * /offer/{slug} without an id is the previous platform's address, its offer id at the end of
   * the slug: the offer of that legacy id, else of that id, moved for good to its address today.
   * A slug alone: the one live offer of the board with that slug in this language, moved for
   * good to its address; when none or several have it, the search for the slug's words (302).
   */
  beforeLoad: async (ctx, rc) => {
    if (ctx.params.id) return;
    const slug = ctx.params.slug ?? '';
    const id = /-(\d+)$/.exec(slug)?.[1];
    if (id) {
      for (const key of [
        getLegacyOfferKey(ctx.brand.board, ctx.lang, id),
        getOfferKey(ctx.brand.board, id),
      ]) {
        const found = await rc.data.load<DataOf<Offer>>(key);
        if (found.data?.data) throw canonicalRedirect(found.data.data, ctx.lang, ctx.url.search);
      }
    }
    // The one-letter fragments of an inclusive form (the e of représentant-e) are no
    // words to search for: only a slug of nothing else keeps them.
    const parts = slug.replace(/-\d+$/, '').split('-').filter(Boolean);
    const longer = parts.filter((part) => part.length > 1);
    const words = (longer.length ? longer : parts).join(' ');
    if (!words) throw routeData(null, { status: 404 });
    const found = await rc.data.load<OfferSearchPage>(
      getOffersKey(ctx.brand.board, { q: words, per_page: SLUG_LOOKUP_SIZE, lg: ctx.lang }),
    );
    const same = (found.data?.data ?? []).filter((o) => o.contents[ctx.lang]?.slug === slug);
    if (same.length === 1) throw canonicalRedirect(same[0] as Offer, ctx.lang, '');
    throw redirect(pathTo('findJob', ctx.lang, {}, { q: words }), 302);
  },
  // A slug that is not the offer's own in this language (the title changed, a French slug on the
  // English page): the offer's current address, permanently (the hook's string would be a 302).
  redirect: (ctx, peek) => {
    const offer = peek<DataOf<Offer>>(getOfferKey(ctx.brand.board, offerIdOf(ctx.params)))?.data;
    if (offer && ctx.params.slug !== offerLinkParams(offer, ctx.lang).slug)
      throw canonicalRedirect(offer, ctx.lang, ctx.url.search);
    return null;
  },
  // Long expired: still shown (the candidate sees it and similar open offers), but Gone.
  status: (ctx, peek) => {
    const offer = peek<DataOf<Offer>>(getOfferKey(ctx.brand.board, offerIdOf(ctx.params)))?.data;
    return offer && isGone(offer) ? 410 : undefined;
  },
  head: (ctx) => {
    const offer = ctx.peek<DataOf<Offer>>(
      getOfferKey(ctx.brand.board, offerIdOf(ctx.params)),
    )?.data;
    if (!offer) return {};
    const content = offerContent(offer, ctx.lang);
    const url = ctx.brand.origin + pathTo('offer', ctx.lang, offerLinkParams(offer, ctx.lang));
    // Crawlers read the JobPosting in the server's page; the browser's head updates after a
    // navigation leave JSON-LD as it is, so its bundle does not carry the builder.
    const posting = import.meta.env.BROWSER_BUNDLE
      ? null
      : toJobPosting(offer, {
          lang: ctx.lang,
          url,
          board: { name: ctx.brand.manifest.label[ctx.lang] },
          confidentialName: ctx.intl.formatMessage({ id: 'offer.confidential' }),
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
    // One offer, both languages: each version's page is the other's hreflang alternate. An
    // offer written in one language shows that version at its other address too, whose
    // canonical is then the written one (computeHead): its JobPosting is there, not here.
    const versions = offerVersions(offer);
    const written = versions.includes(ctx.lang);
    return {
      // An expired offer's page stays for the candidate, out of search engines' indexes.
      ...(isExpired(offer) ? { noindex: true } : {}),
      title: company ? `${content?.title ?? ''} – ${company}` : (content?.title ?? ''),
      description: (content?.description ?? '').replace(/\s+/g, ' ').slice(0, 160),
      ogType: 'article',
      localizedParams: {
        fr: { ...offerLinkParams(offer, 'fr'), id: String(offer.id) },
        en: { ...offerLinkParams(offer, 'en'), id: String(offer.id) },
      },
      versions,
      jsonLd: posting && written ? [posting] : undefined,
    };
  },
});
