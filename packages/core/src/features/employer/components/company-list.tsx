import type { CompanyListParams, EmployerCompany, PageOf } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { Alert, Card, Muted, Row } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { revalidateOnArrival, useApi } from '../../../lib/use-api';
import { getEmployerCompaniesKey } from '../api/get-companies';
import { CompanyIncomplete } from './company-incomplete';
import type { ListSort } from './list-sort';
import { listQuery, PagedList, useListSearch } from './paged-list';

type SortField = NonNullable<CompanyListParams['sort']>['field'];
const SORTS: ReadonlyArray<ListSort<SortField>> = [
  { field: 'created_at', direction: 'desc' },
  { field: 'name', direction: 'asc' },
  { field: 'updated_at', direction: 'desc' },
];

/** The list's params from the page URL (?sort=name_asc&page=2). */
export function companiesQuery(search: URLSearchParams): {
  params: CompanyListParams;
  page: number;
} {
  const { sort, page } = listQuery(search, SORTS);
  return { params: { sort }, page };
}

/*
 * The logo beside the name; on a phone the buttons take the card's whole width under both, so
 * that each label reads on one line (beside a 72 px logo, they wrapped into two-line pills).
 */
const Item = styled(Card)`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  align-items: center;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin: 0 0 ${(p) => p.theme.space[1]};
  }
  > .actions {
    grid-column: 1 / -1;
  }
  ${(p) => p.theme.media.sm} {
    > :first-child {
      grid-row: span 2;
    }
    > .actions {
      grid-column: 2;
    }
  }
`;

function CompanyItem({ company }: { company: EmployerCompany }) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const name = companyName(company, lang);
  return (
    <Item as="article" data-testid="employer-company" data-company-id={company.id}>
      {/* The public pages' logo, or their monogram (initials) when there is none. */}
      <CompanyLogo name={name} logo={company.logo} size={72} decorative />
      <div>
        <h2>
          <RouteLink to="employerCompanyEdit" params={{ id: company.id }}>
            {name}
          </RouteLink>
        </h2>
        <Muted>{t('employer.companies.offers', { count: company.offers_count })}</Muted>
        <CompanyIncomplete company={company} />
      </div>
      <Row className="actions">
        <ButtonLink to="employerCompanyEdit" params={{ id: company.id }} $variant="ghost">
          {t('employer.companies.edit')}
        </ButtonLink>
        {/* "for this company" goes without saying in the company's card. */}
        <ButtonLink to="employerCreateOffer" query={{ company: company.id }} $variant="ghost">
          {t('employer.companies.newOfferShort')}
        </ButtonLink>
      </Row>
    </Item>
  );
}

/** The companies page: the team's companies, sorted, a page at a time. */
export function CompanyList() {
  const intl = useIntl();
  const { search } = useListSearch();
  const { params, page } = companiesQuery(search);
  const { data } = useApi<PageOf<EmployerCompany>>(getEmployerCompaniesKey(params, page), {
    revalidateOnMount: revalidateOnArrival(),
    keepPreviousData: true,
  });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PagedList
      testId="company-list"
      sort={{
        id: 'companies-sort',
        choices: SORTS,
        current: params.sort!,
        messagePrefix: 'employer.companies.sort.',
      }}
      items={data?.data}
      pages={data && { current: data.meta.current_page, last: data.meta.last_page }}
      loadingHeight={120}
      bare={data?.meta.total === 0}
      empty={
        <Alert $tone="info" data-testid="companies-empty">
          <span>{t('employer.companies.empty')}</span>
          <ButtonLink to="employerCreateCompany">{t('employer.companies.create')}</ButtonLink>
        </Alert>
      }
    >
      {(company) => <CompanyItem key={company.id} company={company} />}
    </PagedList>
  );
}
