import type { SavedOffer } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ItemCard, ItemLine, ItemsOrEmpty } from '../../../components/ui/item-list';
import { Alert, Button, Muted, Tag } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { TIME_ZONE } from '../../../i18n';
import { useMe } from '../../../lib/get-me';
import { offerContent } from '../../../lib/job-posting';
import { useLang } from '../../../lib/lang';
import { companyName, slugify } from '../../../lib/localize';
import { notifyApiError } from '../../../lib/notify';
import {
  saveOnAccount,
  setSavedIds,
  toggleSavedId,
  useAfterHydration,
  useSavedIds,
} from '../../../lib/saved-offers';
import { useBrowserSavedOffers, useMySavedOffers } from '../api/saved-offers';

const State = styled(Tag)<{ $open: boolean }>`
  font-weight: ${(p) => p.theme.fontWeights.bold};
  background: ${(p) => (p.$open ? p.theme.colors.success : p.theme.colors.page)};
  color: ${(p) => (p.$open ? p.theme.colors.onSuccess : p.theme.colors.text)};
  border: 1px solid ${(p) => (p.$open ? 'transparent' : p.theme.colors.borderStrong)};
`;

/* The visitor's note, a step above the list. */
const Note = styled(Alert)`
  margin-bottom: ${(p) => p.theme.space[3]};
`;

function SavedItem({ item, onRemove }: { item: SavedOffer; onRemove: () => Promise<void> }) {
  const intl = useIntl();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const { offer } = item;
  const content = offerContent(offer, lang);
  const title = content?.title ?? '';
  const company =
    offer.is_confidential || !offer.company
      ? intl.formatMessage({ id: 'offer.confidential' })
      : companyName(offer.company, lang);
  const remove = async () => {
    setBusy(true);
    try {
      await onRemove();
    } catch (error) {
      notifyApiError(error, intl);
      setBusy(false);
    }
  };
  return (
    <li>
      <ItemCard
        as="article"
        $gap={2}
        data-testid="saved-offer"
        data-offer-id={offer.id}
        data-open={item.open}
      >
        <h2>
          {item.open ? (
            <RouteLink to="offer" params={{ slug: content?.slug || slugify(title), id: offer.id }}>
              {title}
            </RouteLink>
          ) : (
            title
          )}
        </h2>
        <Muted>
          {company}
          {offer.city ? ` · ${offer.city.label}` : ''}
          {item.saved_at
            ? ` · ${intl.formatMessage(
                { id: 'savedJobs.savedOn' },
                {
                  date: intl.formatDate(item.saved_at, { dateStyle: 'long', timeZone: TIME_ZONE }),
                },
              )}`
            : ''}
        </Muted>
        <ItemLine $align="center" $rowGap={2}>
          <State $open={item.open} data-testid="saved-offer-state">
            {intl.formatMessage({ id: item.open ? 'savedJobs.open' : 'savedJobs.closed' })}
          </State>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void remove()}
            aria-label={intl.formatMessage({ id: 'savedJobs.removeOffer' }, { title })}
            data-testid="saved-offer-remove"
          >
            {intl.formatMessage({ id: 'savedJobs.remove' })}
          </Button>
        </ItemLine>
        {item.open ? null : (
          <Muted data-testid="saved-offer-closed">
            {intl.formatMessage({ id: 'savedJobs.closedNote' })}
          </Muted>
        )}
      </ItemCard>
    </li>
  );
}

/**
 * The saved jobs: the account's once signed in (from the server, copied to the browser), else
 * the browser's (asked by id once the page runs in the browser). Each says whether it is still
 * open; a closed one stays, says so, and can be removed.
 */
export function SavedOfferList() {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { user, isCandidate, isLoading } = useMe();
  const signedIn = !!user && isCandidate;
  const inBrowser = useAfterHydration();
  const browserIds = useSavedIds();
  const mine = useMySavedOffers(board, signedIn);
  const visitor = useBrowserSavedOffers(
    board,
    !signedIn && !isLoading && inBrowser ? browserIds : null,
  );
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());

  let items: SavedOffer[] | undefined;
  if (signedIn) items = mine.data?.data.filter((i) => !removed.has(i.offer.id));
  else if (inBrowser && !isLoading)
    items = browserIds.length
      ? visitor.data?.data.filter((i) => browserIds.includes(i.offer.id))
      : [];

  const remove = async (id: number) => {
    if (signedIn) {
      await saveOnAccount(board, id, false);
      setRemoved((r) => new Set(r).add(id));
    } else toggleSavedId(id, false);
  };

  // The account's list is the browser's copy too (the hearts of the other pages read it).
  const accountIds = signedIn ? mine.data?.data.map((i) => i.offer.id).join(',') : undefined;
  useEffect(() => {
    if (accountIds !== undefined) setSavedIds(accountIds ? accountIds.split(',').map(Number) : []);
  }, [accountIds]);

  return (
    <>
      {/* With something to keep: an empty list has the empty state alone. */}
      {!signedIn && inBrowser && !isLoading && browserIds.length ? (
        <Note $tone="info" data-testid="saved-jobs-browser">
          <span>{intl.formatMessage({ id: 'savedJobs.browserOnly' })}</span>
          <RouteLink to="login" query={{ redirect: pathTo('savedJobs', lang) }}>
            {intl.formatMessage({ id: 'nav.login' })}
          </RouteLink>
        </Note>
      ) : null}
      <ItemsOrEmpty
        items={items}
        testId="saved-jobs"
        empty={intl.formatMessage({ id: 'savedJobs.empty' })}
      >
        {(item) => (
          <SavedItem key={item.offer.id} item={item} onRemove={() => remove(item.offer.id)} />
        )}
      </ItemsOrEmpty>
    </>
  );
}
