import type { RecommendationReasons, RecommendedOfferList } from '@jobboard/contracts';
import { RECOMMENDED_NEARBY_KM } from '@jobboard/contracts/constants';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChunkMessages } from '../../../components/ui/chunk-messages';
import styled from 'styled-components';
import { Button, Grid } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { hasSessionHint } from '../../../lib/get-me';
import { useLang } from '../../../lib/lang';
import { attrLabel } from '../../../lib/localize';
import { useApi } from '../../../lib/use-api';
import { FOR_YOU_CATALOGS, getRecommendedOffersKey, WeeklyMailSwitch } from './for-you-mail';
import { OfferCard } from './offer-card';

/** Cards shown before « Voir les 4 autres offres »: two rows at 1280 px, a short scroll on a phone. */
export const FOR_YOU_SHOWN = 6;

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space[6]};
  .why {
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  .why svg {
    vertical-align: -2px;
    margin-right: ${(p) => p.theme.space[1]};
    color: ${(p) => p.theme.colors.primary};
  }
  .more {
    margin-top: ${(p) => p.theme.space[3]};
  }
  .lead {
    margin: calc(-1 * ${(p) => p.theme.space[2]}) 0 ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .weekly {
    margin-bottom: ${(p) => p.theme.space[3]};
  }
`;

/* The invitation of a candidate whose profile says nothing to rank by: one line, no box. */
const Invite = styled.p`
  margin: 0 0 ${(p) => p.theme.space[6]};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** « Laval · Soins infirmiers · 3 de vos compétences »: what of the profile the offer matches. */
export function useReasonText() {
  const intl = useIntl();
  const lang = useLang();
  return (reasons: RecommendationReasons, city: string | null): string => {
    const parts: string[] = [];
    if (reasons.same_city && city) parts.push(city);
    // The card says the offer's city just above: near it, the line says how near.
    else if (reasons.nearby)
      parts.push(intl.formatMessage({ id: 'forYou.near' }, { km: RECOMMENDED_NEARBY_KM }));
    else if (reasons.remote) parts.push(intl.formatMessage({ id: 'offer.remote' }));
    if (reasons.specialization) parts.push(attrLabel(reasons.specialization, lang));
    if (reasons.skills > 0)
      parts.push(intl.formatMessage({ id: 'forYou.skills' }, { count: reasons.skills }));
    return parts.join(' · ');
  };
}

/**
 * « Offres pour vous / Jobs for you » on the home page (docs/candidates.md#jobs-for-you): asked
 * for once the page has hydrated and only with a candidate session (the hint cookie), so the
 * page the server caches for visitors is the same and no visitor makes the request. Nothing for
 * a visitor, an employer or an error; one line inviting to complete the profile when it names
 * nothing to rank by; nothing when no open offer matches it.
 */
export default function RecommendedOffers() {
  // Its own messages (i18n/for-you, both languages): in this chunk, not in the home page's
  // catalog, which every visitor's first load carries.
  return (
    <ChunkMessages catalogs={FOR_YOU_CATALOGS}>
      <ForYou />
    </ChunkMessages>
  );
}

function ForYou() {
  const intl = useIntl();
  const { board } = useBrand();
  const signedIn = hasSessionHint();
  const reasonText = useReasonText();
  const key = getRecommendedOffersKey(board);
  const { data, mutate } = useApi<RecommendedOfferList>(signedIn ? key : null, {
    onErrorRetry: () => undefined,
    revalidateOnFocus: false,
  });
  const [all, setAll] = useState(false);
  if (!data) return null;
  if (data.meta.profile === 'empty')
    return (
      <Invite data-testid="for-you-invite">
        {intl.formatMessage({ id: 'forYou.complete' })}{' '}
        <RouteLink to="profile">{intl.formatMessage({ id: 'forYou.completeLink' })}</RouteLink>
      </Invite>
    );
  if (!data.data.length) return null;
  return (
    <Section aria-labelledby="home-for-you" data-testid="for-you">
      <h2 id="home-for-you">{intl.formatMessage({ id: 'forYou' })}</h2>
      <p className="lead">
        {intl.formatMessage({ id: 'forYou.lead' })}{' '}
        <RouteLink to="profile">{intl.formatMessage({ id: 'forYou.profileLink' })}</RouteLink>
      </p>
      <WeeklyMailSwitch className="weekly" data={data} mutate={mutate} />
      <Grid $min="320px">
        {(all ? data.data : data.data.slice(0, FOR_YOU_SHOWN)).map(({ offer, reasons }) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            note={
              <>
                <svg
                  width="14"
                  height="14"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M2 8.5l4 4 8-9"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <span className="visually-hidden">{intl.formatMessage({ id: 'forYou.why' })} </span>
                <span data-testid="for-you-reasons">
                  {reasonText(reasons, offer.city?.label ?? null)}
                </span>
              </>
            }
          />
        ))}
      </Grid>
      {!all && data.data.length > FOR_YOU_SHOWN ? (
        <Button
          type="button"
          className="more"
          $variant="secondary"
          data-testid="for-you-more"
          onClick={() => setAll(true)}
        >
          {intl.formatMessage({ id: 'forYou.more' }, { count: data.data.length - FOR_YOU_SHOWN })}
        </Button>
      ) : null}
    </Section>
  );
}
