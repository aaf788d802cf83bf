import type { Application, ApplicationListParams, ApplicationsPage } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Alert, Card, Muted, Row } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { applicationDocumentUrl, getOfferApplicationsKey } from '../api/get-offer-applications';
import type { ListSort } from './list-sort';
import { listQuery, PagedList, useListSearch } from './paged-list';

type SortField = NonNullable<ApplicationListParams['sort']>['field'];
const SORTS: ReadonlyArray<ListSort<SortField>> = [
  { field: 'created_at', direction: 'desc' },
  { field: 'created_at', direction: 'asc' },
  { field: 'last_name', direction: 'asc' },
];

/** The list's params from the page URL (?sort=last_name_asc&page=2). */
export function applicationsQuery(search: URLSearchParams): {
  params: ApplicationListParams;
  page: number;
} {
  const { sort, page } = listQuery(search, SORTS);
  return { params: { sort }, page };
}

const Item = styled(Card)`
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin: 0;
  }
  blockquote {
    margin: ${(p) => p.theme.space[3]} 0;
    padding-left: ${(p) => p.theme.space[3]};
    border-left: 3px solid ${(p) => p.theme.colors.border};
    white-space: pre-line;
  }
  ul {
    margin: ${(p) => p.theme.space[2]} 0 0;
    padding-left: ${(p) => p.theme.space[4]};
  }
`;

function ApplicationItem({ application, offerId }: { application: Application; offerId: number }) {
  const intl = useIntl();
  const { board } = useBrand();
  const c = application.candidate;
  const t = (id: string) => intl.formatMessage({ id });
  const kb = (size: number) =>
    intl.formatNumber(size / 1024, { maximumFractionDigits: 0, style: 'unit', unit: 'kilobyte' });
  return (
    <Item as="article" data-testid="application" data-application-id={application.id}>
      <Row>
        <h2>
          {c.first_name} {c.last_name}
        </h2>
        <Muted>
          {intl.formatMessage(
            { id: 'employer.applications.appliedOn' },
            { date: intl.formatDate(application.created_at, { dateStyle: 'medium' }) },
          )}
        </Muted>
      </Row>
      <Row>
        <a href={`mailto:${c.email}`}>{c.email}</a>
        {c.phone_number ? <a href={`tel:${c.phone_number}`}>{c.phone_number}</a> : null}
      </Row>
      {application.message ? <blockquote>{application.message}</blockquote> : null}
      <h3>{t('employer.applications.documents')}</h3>
      {application.documents.length ? (
        <ul>
          {application.documents.map((d) => (
            <li key={d.id}>
              <a
                href={applicationDocumentUrl(board, offerId, application.id, d.id)}
                download={d.name}
                data-testid="application-document"
                data-type={d.type}
              >
                {d.name}
              </a>{' '}
              <Muted>
                ({t(`employer.applications.docType.${d.type}`)}, {kb(d.size)})
              </Muted>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>{t('employer.applications.noDocuments')}</Muted>
      )}
    </Item>
  );
}

/** SPEC §2 the applications of an offer: sort, pages, documents downloadable by this employer. */
export function ApplicationList({ offerId }: { offerId: number }) {
  const intl = useIntl();
  const { board } = useBrand();
  const { search } = useListSearch();
  const { params, page } = applicationsQuery(search);
  const { data } = useApi<ApplicationsPage>(getOfferApplicationsKey(board, offerId, params, page), {
    revalidateOnMount: revalidateOnArrival(),
    keepPreviousData: true,
  });
  return (
    <PagedList
      testId="application-list"
      sort={{
        id: 'applications-sort',
        choices: SORTS,
        current: params.sort!,
        messagePrefix: 'employer.applications.sort.',
      }}
      status={
        <Muted>
          {data
            ? intl.formatMessage({ id: 'employer.offers.applications' }, { count: data.total })
            : null}
        </Muted>
      }
      items={data?.data}
      pages={data && { current: data.current_page, last: data.last_page }}
      loadingHeight={160}
      empty={
        <Alert $tone="info">{intl.formatMessage({ id: 'employer.applications.empty' })}</Alert>
      }
    >
      {(application) => (
        <ApplicationItem key={application.id} application={application} offerId={offerId} />
      )}
    </PagedList>
  );
}
