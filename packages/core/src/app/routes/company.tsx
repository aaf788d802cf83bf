import type { Company, DataOf } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { Pagination } from '../../components/ui/pagination';
import { Container } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import { queryString } from '@jobboard/contracts/routes';
import { getCompanyKey, useCompany } from '../../features/companies/api/get-company';
import {
  getCompanyOffersKey,
  useCompanyOffers,
} from '../../features/companies/api/get-company-offers';
import { CompanyHeader } from '../../features/companies/components/company-header';
import { OfferList } from '../../features/offers/components/offer-list';
import { useLang } from '../../lib/lang';
import { companyDescription, companyName, slugify } from '../../lib/localize';
import { definePage } from '../page';

/* The link under the cards, a section's gap away from them. */
const More = styled.p`
  margin: ${(p) => p.theme.space[5]} 0 0;
`;

const pageOf = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/** The company page and its offers page (same module; the offers page shows the list only). */
function CompanyPage() {
  const intl = useIntl();
  const lang = useLang();
  const { id = '' } = useParams();
  const location = useLocation();
  const matches = useMatches();
  const offersOnly = matches.some(
    (m) => (m.handle as { name?: string } | undefined)?.name === 'companyOffers',
  );
  const page = pageOf(new URLSearchParams(location.search));
  const { data } = useCompany(id);
  const { data: offers, isLoading } = useCompanyOffers(id, page);
  const company = data?.data;
  if (!company) return null;
  const slug = company.slug || slugify(companyName(company, lang));
  return (
    <Container>
      <CompanyHeader company={company} full={!offersOnly} />
      <h2>{intl.formatMessage({ id: 'company.offers' }, { count: offers?.meta.total ?? 0 })}</h2>
      <OfferList offers={offers?.data} loading={isLoading} />
      {offers ? (
        <Pagination
          current={offers.meta.current_page}
          last={offers.meta.last_page}
          hrefFor={(p) => location.pathname + queryString({ page: p > 1 ? p : undefined })}
        />
      ) : null}
      {offersOnly ? (
        <More>
          <RouteLink to="company" params={{ slug, id: company.id }}>
            {intl.formatMessage({ id: 'company.about' }, { name: companyName(company, lang) })}
          </RouteLink>
        </More>
      ) : offers && offers.meta.last_page > 1 ? (
        // Only when the list above does not already show them all.
        <More>
          <RouteLink to="companyOffers" params={{ slug, id: company.id }}>
            {intl.formatMessage({ id: 'company.allOffers' }, { count: offers.meta.total })}
          </RouteLink>
        </More>
      ) : null}
    </Container>
  );
}

export default definePage({
  Component: CompanyPage,
  keys: ({ brand, params, search }) => [
    getCompanyKey(brand.board, params.id ?? '0'),
    getCompanyOffersKey(brand.board, params.id ?? '0', pageOf(search)),
  ],
  mainResource: true,
  head: (ctx) => {
    const company = ctx.peek<DataOf<Company>>(
      getCompanyKey(ctx.brand.board, ctx.params.id ?? '0'),
    )?.data;
    if (!company) return {};
    const name = companyName(company, ctx.lang);
    return {
      title:
        ctx.name === 'companyOffers'
          ? ctx.intl.formatMessage({ id: 'company.offersTitle' }, { name })
          : name,
      description:
        companyDescription(company, ctx.lang).replace(/\s+/g, ' ').slice(0, 160) || undefined,
      localizedParams: {
        fr: { slug: company.slug || slugify(companyName(company, 'fr')), id: String(company.id) },
        en: { slug: company.slug || slugify(companyName(company, 'en')), id: String(company.id) },
      },
    };
  },
});
