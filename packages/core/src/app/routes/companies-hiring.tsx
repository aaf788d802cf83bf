import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CompanyLogo } from '../../components/ui/company-logo';
import { Button, Card, Container, PageTitle } from '../../components/ui/primitives';
import { RouteLink } from '../../components/ui/route-link';
import {
  getGroupedOffers,
  getGroupedOffersKey,
  type GroupedOffers,
} from '../../features/offers/api/get-grouped-offers';
import { OfferList } from '../../features/offers/components/offer-list';
import { useBrand } from '../../lib/brand';
import { useLang } from '../../lib/lang';
import { companyName, slugify } from '../../lib/localize';
import { notifyApiError } from '../../lib/notify';
import { useApi } from '../../lib/use-api';
import { definePage } from '../page';

/** The company at the head of its group: its logo, then its name. */
const GroupHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[3]};
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
`;

/** Offers grouped by company; load more appends the next page. */
function CompaniesHiring() {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { data: first } = useApi<GroupedOffers>(getGroupedOffersKey(board));
  const [more, setMore] = useState<GroupedOffers['data']>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  if (!first) return null;
  const groups = [...first.data, ...more];
  // The company's page: its heading and its « see all » link lead there.
  const pageOf = (company: (typeof groups)[number]['company']) => ({
    slug: company.slug || slugify(companyName(company, lang)),
    id: company.id,
  });
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await getGroupedOffers(board, groups.length);
      setMore((m) => [...m, ...next.data]);
    } catch (error) {
      notifyApiError(error, intl);
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Container>
      <PageTitle>{intl.formatMessage({ id: 'grouped.title' })}</PageTitle>
      {groups.map(({ company, offers }) => (
        <Card key={company.id} data-testid="company-group">
          <GroupHead>
            {/* Decorative: the name is the heading beside it. */}
            <CompanyLogo
              name={companyName(company, lang)}
              logo={company.logo}
              size={56}
              decorative
            />
            <h2>
              <RouteLink to="company" params={pageOf(company)}>
                {companyName(company, lang)}
              </RouteLink>
            </h2>
          </GroupHead>
          <OfferList offers={offers} withLogos={false} />
          {(company.offers_count ?? 0) > offers.length ? (
            <p>
              <RouteLink to="company" params={pageOf(company)} data-testid="company-group-all">
                {intl.formatMessage({ id: 'grouped.allOffers' }, { count: company.offers_count })}
              </RouteLink>
            </p>
          ) : null}
        </Card>
      ))}
      {groups.length < first.total ? (
        <Center>
          <Button type="button" onClick={loadMore} disabled={loadingMore} data-testid="load-more">
            {intl.formatMessage({ id: 'grouped.loadMore' })}
          </Button>
        </Center>
      ) : null}
    </Container>
  );
}

export default definePage({
  Component: CompaniesHiring,
  keys: ({ brand }) => [getGroupedOffersKey(brand.board)],
  head: ({ intl }) => ({ title: intl.formatMessage({ id: 'grouped.title' }) }),
});
