import type { EmployerOffer, OfferListParams, PageOf } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { Alert, Card, Field, Muted, Row, Select, Tag } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { notify, notifyApiError } from '../../../lib/notify';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { getEmployerOffersKey } from '../api/get-employer-offers';
import { unpublishOfferFromAllJobboards } from '../api/unpublish-offer';
import { useEmployerMe } from '../../../lib/get-employer-me';
import { boardLabeler } from './board-label';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import type { ListSort } from './list-sort';
import { listQuery, PagedList, useListSearch } from './paged-list';
import { offerTitle } from './offer-title';
import { OfferStatusBadge } from './offer-status';
import { readableDate } from '../../../lib/dates';

type SortField = NonNullable<OfferListParams['sort']>['field'];
const SORTS: ReadonlyArray<ListSort<SortField>> = [
  { field: 'created_at', direction: 'desc' },
  { field: 'created_at', direction: 'asc' },
  { field: 'updated_at', direction: 'desc' },
  { field: 'title', direction: 'asc' },
  { field: 'expires_at', direction: 'asc' },
  { field: 'status', direction: 'asc' },
];
const STATUSES = ['draft', 'published', 'unpublished', 'expired'] as const;
/** A language's own name, the same in both catalogs. */
const LANG_NAMES = { fr: 'Français', en: 'English' } as const;

/**
 * The team has no offer at all (none without a filter): the page is one empty state with one
 * action, not a list of nothing with a sort, a count of zero and a button in each place.
 */
export function noOffers(
  data: PageOf<EmployerOffer> | undefined,
  params: OfferListParams,
): boolean {
  return data?.meta.total === 0 && !params.status;
}

/** A calm empty state: a heading, a line, one action. */
const Empty = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[5]};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** The list's params from the page URL (?sort=created_at_desc&status=published&page=2). */
export function myOffersQuery(search: URLSearchParams): {
  params: OfferListParams;
  page: number;
} {
  const { sort, page } = listQuery(search, SORTS);
  const status = STATUSES.find((s) => s === search.get('status'));
  return { params: { sort, ...(status ? { status: [status] } : {}) }, page };
}

const Item = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  padding: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[3]};
  ${(p) => p.theme.media.lg} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: ${(p) => p.theme.space[1]} 0 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
  .actions {
    justify-content: flex-start;
    ${(p) => p.theme.media.lg} {
      justify-content: flex-end;
    }
  }
`;

function OfferItem({
  offer,
  labelOf,
  onChanged,
}: {
  offer: EmployerOffer;
  /** A board's label in the page's language (boardLabeler). */
  labelOf: (board: string) => string;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { board, manifest } = useBrand();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const title = offerTitle(offer, lang);
  const date = (iso: string) => readableDate(intl, iso, 'medium');
  const unpublish = async () => {
    try {
      await unpublishOfferFromAllJobboards(offer.id);
      notify.success(t('employer.publish.unpublished'));
      onChanged();
    } catch (error) {
      notifyApiError(error, intl);
    }
  };
  return (
    <Item as="article" data-testid="employer-offer" data-offer-id={offer.id}>
      <div>
        <Row>
          <h2>
            <RouteLink to="employerOfferEdit" params={{ id: offer.id }}>
              {title}
            </RouteLink>
          </h2>
          <OfferStatusBadge status={offer.status} boards={offer.jobboards.length} />
        </Row>
        <p>
          <Muted>
            {offer.company ? companyName(offer.company, lang) : t('employer.offers.noCompany')}
            {' · '}
            {t('employer.offers.createdOn', { date: date(offer.created_at) })}
            {offer.expires_at
              ? ` · ${t('employer.offers.expiresOn', { date: date(offer.expires_at) })}`
              : null}
          </Muted>
        </p>
        <p data-testid="offer-languages">
          <Muted>{t('employer.offers.languages')}</Muted>
          {(['fr', 'en'] as const)
            .filter((l) => offer.contents[l])
            .map((l) => (
              <Tag key={l} lang={l === 'fr' ? 'fr-CA' : 'en-CA'}>
                {LANG_NAMES[l]}
              </Tag>
            ))}
          {manifest.behaviour.requireFrenchVersion && !offer.contents.fr ? (
            <Muted data-testid="offer-french-missing">
              {t('employer.offers.frenchMissing', { board: manifest.label[lang] })}
            </Muted>
          ) : null}
        </p>
        <p data-testid="offer-boards">
          <Muted>{t('employer.offers.boards')}</Muted>
          {offer.jobboards.length ? (
            offer.jobboards.map((j) => <Tag key={j.name}>{labelOf(j.name)}</Tag>)
          ) : (
            <Muted>{t('employer.offers.noBoard')}</Muted>
          )}
        </p>
        <p data-testid="offer-stats-summary">
          <Muted>{t('employer.offers.stats')}</Muted>
          <span>
            {t('employer.offers.views', { count: offer.views_count })}
            {' · '}
            {t('employer.offers.applications', { count: offer.applications_count })}
          </span>
        </p>
      </div>
      <Row className="actions">
        <ButtonLink to="employerOfferApplications" params={{ id: offer.id }} $variant="ghost">
          {t('employer.offers.applications', { count: offer.applications_count })}
        </ButtonLink>
        <ButtonLink to="employerOfferEdit" params={{ id: offer.id }} $variant="ghost">
          {t('employer.offers.edit')}
        </ButtonLink>
        <ButtonLink
          to="employerCreateOffer"
          query={{ from: offer.id }}
          $variant="ghost"
          data-testid="offer-duplicate"
        >
          {t('employer.offers.duplicate')}
        </ButtonLink>
        {/* Preview and publish only where it applies: not on this board yet, and not expired. */}
        {offer.status !== 'expired' && !offer.jobboards.some((j) => j.name === board) ? (
          <>
            <ButtonLink
              to="employerOfferPreview"
              params={{ id: offer.id }}
              $variant="ghost"
              data-testid="offer-preview-link"
            >
              {t('employer.preview.link')}
            </ButtonLink>
            <ButtonLink
              to="employerOfferPublish"
              params={{ id: offer.id }}
              data-testid="offer-publish-link"
            >
              {t('employer.offers.publish')}
            </ButtonLink>
          </>
        ) : null}
        {offer.jobboards.length ? (
          <ConfirmButton
            question={t('employer.publish.unpublishConfirm')}
            onConfirm={unpublish}
            testId="offer-unpublish"
            variant="ghost"
          >
            {t('employer.publish.unpublish')}
          </ConfirmButton>
        ) : null}
      </Row>
    </Item>
  );
}

/** "My offers": status, the boards each offer is on, sort, status filter, pages. */
export function MyOffers() {
  const intl = useIntl();
  const { search, setParam } = useListSearch();
  const { params, page } = myOffersQuery(search);
  // Always fresh on arrival: the list changes with every create, publish and unpublish.
  const { data, mutate } = useApi<PageOf<EmployerOffer>>(getEmployerOffersKey(params, page), {
    revalidateOnMount: revalidateOnArrival(),
    keepPreviousData: true,
  });
  const lang = useLang();
  const { employer } = useEmployerMe();
  const labelOf = boardLabeler(employer?.team, lang);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PagedList
      testId="my-offers"
      sort={{
        id: 'offers-sort',
        choices: SORTS,
        current: params.sort!,
        messagePrefix: 'employer.offers.sort.',
      }}
      filters={
        <Field id="offers-status" label={t('employer.offers.statusFilter')}>
          <Select
            id="offers-status"
            value={params.status?.[0] ?? ''}
            onChange={(e) => setParam('status', e.target.value)}
          >
            <option value="">{t('employer.offers.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`employer.offer.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      }
      status={
        <Muted>
          {data
            ? intl.formatMessage({ id: 'employer.offers.count' }, { count: data.meta.total })
            : null}
        </Muted>
      }
      items={data?.data}
      pages={data && { current: data.meta.current_page, last: data.meta.last_page }}
      loadingHeight={160}
      bare={noOffers(data, params)}
      empty={
        params.status ? (
          <Alert $tone="info" data-testid="offers-empty">
            <span>{t('employer.offers.empty')}</span>
            <Link to="?">{t('employer.offers.clearFilters')}</Link>
          </Alert>
        ) : (
          <Empty data-testid="offers-empty">
            <h2>{t('employer.offers.none')}</h2>
            <Muted as="p">{t('employer.offers.noneHint')}</Muted>
            <ButtonLink to="employerCreateOffer">{t('employer.nav.publishOffer')}</ButtonLink>
          </Empty>
        )
      }
    >
      {(offer) => (
        <OfferItem key={offer.id} offer={offer} labelOf={labelOf} onChanged={() => void mutate()} />
      )}
    </PagedList>
  );
}
