import type { CompanyListParams, EmployerCompany } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button-link';
import { Pagination } from '../../../components/ui/pagination';
import {
  Alert,
  Card,
  Field,
  Muted,
  Row,
  Select,
  Skeleton,
} from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useLang } from '../../../lib/lang';
import { companyName } from '../../../lib/localize';
import { useApi } from '../../../lib/use-api';
import { getEmployerCompaniesKey, type EmployerCompaniesPage } from '../api/get-companies';
import { pageParam, parseSort, sortValue, type ListSort } from './list-sort';

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
  const sort = parseSort(
    search.get('sort'),
    SORTS.map((s) => s.field),
    SORTS[0]!,
  );
  return { params: { sort }, page: pageParam(search.get('page')) };
}

const Toolbar = styled(Row)`
  margin-bottom: ${(p) => p.theme.space[4]};
`;
const Item = styled(Card)`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${(p) => p.theme.space[4]};
  align-items: center;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin: 0 0 ${(p) => p.theme.space[1]};
  }
  img,
  .placeholder {
    width: 72px;
    height: 72px;
    object-fit: contain;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.background};
    border: 1px solid ${(p) => p.theme.colors.border};
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
      {company.logo ? (
        <img src={company.logo.url} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span className="placeholder" aria-hidden="true" />
      )}
      <div>
        <h2>
          <RouteLink to="employerCompanyEdit" params={{ id: company.id }}>
            {name}
          </RouteLink>
        </h2>
        <Muted>{t('employer.companies.offers', { count: company.offers_count })}</Muted>
        {company.is_complete ? null : (
          <Alert $tone="warning" data-testid="company-incomplete">
            {t('employer.companies.incomplete', {
              fields: company.missing_fields
                .map((f) => t(`employer.companies.missing.${f}`))
                .join(', '),
            })}
          </Alert>
        )}
        <Row>
          <ButtonLink to="employerCompanyEdit" params={{ id: company.id }} $variant="ghost">
            {t('employer.companies.edit')}
          </ButtonLink>
          <ButtonLink to="employerCreateOffer" query={{ company: company.id }} $variant="ghost">
            {t('employer.companies.newOffer')}
          </ButtonLink>
        </Row>
      </div>
    </Item>
  );
}

/** SPEC §2 companies: the team's companies, sorted, a page at a time. */
export function CompanyList() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const { params, page } = companiesQuery(search);
  const { data } = useApi<EmployerCompaniesPage>(getEmployerCompaniesKey(params, page), {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const q = next.toString();
    return q ? `?${q}` : '?';
  };
  return (
    <div data-testid="company-list">
      <Toolbar>
        <Field id="companies-sort" label={t('employer.list.sort')}>
          <Select
            id="companies-sort"
            value={sortValue(params.sort!)}
            onChange={(e) => {
              const next = new URLSearchParams(search);
              next.set('sort', e.target.value);
              next.delete('page');
              setSearch(next);
            }}
          >
            {SORTS.map((s) => (
              <option key={sortValue(s)} value={sortValue(s)}>
                {t(`employer.companies.sort.${sortValue(s)}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      {!data ? (
        <Skeleton $h={120} />
      ) : data.data.length === 0 ? (
        <Alert $tone="info" data-testid="companies-empty">
          <span>{t('employer.companies.empty')}</span>
          <ButtonLink to="employerCreateCompany">{t('employer.companies.create')}</ButtonLink>
        </Alert>
      ) : (
        data.data.map((c) => <CompanyItem key={c.id} company={c} />)
      )}
      {data ? (
        <Pagination current={data.meta.current_page} last={data.meta.last_page} hrefFor={hrefFor} />
      ) : null}
    </div>
  );
}
