import type { RecommendedOfferList } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { KeyedMutator } from 'swr';
import { ChunkMessages } from '../../../components/ui/chunk-messages';
import { Card } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import type { Messages } from '../../../i18n';
import en from '../../../i18n/for-you/en-CA.json';
import fr from '../../../i18n/for-you/fr-CA.json';
import { apiRequest } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { notify, notifyApiError } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';

/** The jobs-for-you chunk's own messages (i18n/for-you, both languages). */
export const FOR_YOU_CATALOGS: Record<'fr' | 'en', Messages> = { fr, en };

/** GET /jobboard/{board}/user/recommended-offers: the signed-in candidate's jobs for you. */
export const getRecommendedOffersKey = (board: string) =>
  `/api/jobboard/${board}/user/recommended-offers`;

/* The weekly mail's switch: a native checkbox in the brand colour, a 44 px tall target. */
const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
    flex: none;
  }
`;

/**
 * « M’envoyer ces offres par courriel chaque semaine »: shown turned on or off at once, put back
 * if the server refuses (PUT …/recommended-offers/mail). The home page's section and « Mes
 * alertes » both hold it, on the same answer (one SWR key).
 */
export function WeeklyMailSwitch({
  data,
  mutate,
  className,
}: {
  data: RecommendedOfferList;
  mutate: KeyedMutator<RecommendedOfferList>;
  className?: string;
}) {
  const intl = useIntl();
  const { board } = useBrand();
  const [saving, setSaving] = useState(false);
  const setWeekly = async (on: boolean) => {
    setSaving(true);
    await mutate({ ...data, meta: { ...data.meta, weekly_mail: on } }, { revalidate: false });
    try {
      await apiRequest(`${getRecommendedOffersKey(board)}/mail`, {
        method: 'PUT',
        json: { weekly_mail: on },
      });
      notify.success(intl.formatMessage({ id: on ? 'forYou.weeklyOn' : 'forYou.weeklyOff' }));
    } catch (error) {
      await mutate(data, { revalidate: false });
      notifyApiError(error, intl);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch className={className}>
      <input
        type="checkbox"
        data-testid="for-you-weekly"
        checked={data.meta.weekly_mail}
        disabled={saving}
        onChange={(e) => void setWeekly(e.currentTarget.checked)}
      />
      {intl.formatMessage({ id: 'forYou.weekly' })}
    </Switch>
  );
}

const Box = styled(Card)`
  margin-top: ${(p) => p.theme.space[6]};
  h2 {
    margin-top: 0;
  }
  p {
    margin: 0 0 ${(p) => p.theme.space[2]};
  }
`;

function ForYouMail() {
  const intl = useIntl();
  const { board } = useBrand();
  const { data, mutate } = useApi<RecommendedOfferList>(getRecommendedOffersKey(board), {
    onErrorRetry: () => undefined,
    revalidateOnFocus: false,
  });
  if (!data) return null;
  return (
    <Box aria-labelledby="alerts-for-you" data-testid="alerts-for-you">
      <h2 id="alerts-for-you">{intl.formatMessage({ id: 'forYou' })}</h2>
      {data.meta.profile === 'empty' ? (
        <p>
          {intl.formatMessage({ id: 'forYou.complete' })}{' '}
          <RouteLink to="profile">{intl.formatMessage({ id: 'forYou.completeLink' })}</RouteLink>
        </p>
      ) : (
        <>
          <p>
            {intl.formatMessage({ id: 'forYou.lead' })}{' '}
            <RouteLink to="home">{intl.formatMessage({ id: 'forYou.seeThem' })}</RouteLink>
          </p>
          <WeeklyMailSwitch data={data} mutate={mutate} />
        </>
      )}
    </Box>
  );
}

/**
 * The weekly jobs-for-you mail on « Mes alertes », beside the saved searches' mails: where a
 * candidate looks for what the site mails them. Its own chunk, as the home page's section.
 */
export default function ForYouMailSetting() {
  return (
    <ChunkMessages catalogs={FOR_YOU_CATALOGS}>
      <ForYouMail />
    </ChunkMessages>
  );
}
