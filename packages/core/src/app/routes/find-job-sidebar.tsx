import type { OfferFacets } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/ui/primitives';
import type { SearchAttributes } from '../../features/offers/api/get-board-attributes';
import { FilterGroups } from '../../features/offers/components/filter-groups';
import type { FacetName, SearchFilters as Filters } from '../../lib/search/query';

const Sidebar = styled.aside`
  display: none;
  ${(p) => p.theme.media.md} {
    display: block;
    align-self: start;
    position: sticky;
    top: ${(p) => p.theme.space[4]};
    max-height: calc(100vh - 2rem);
    overflow-y: auto;
    padding: ${(p) => p.theme.space[4]};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.components.card.radius};
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space[3]};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  .apply {
    margin-top: ${(p) => p.theme.space[4]};
  }
  /* Before hydration the boxes are a plain GET form with this button; after it a tick
     navigates. CSS, not a prop, so the hydrated DOM stays the server's. */
  html[data-hydrated='true'] & .apply {
    display: none;
  }
`;

/**
 * The filters beside the results from 768 px (phones have the bottom sheet instead): the facet
 * boxes with their counts, a GET form that keeps the search bar's fields as hidden ones.
 */
export function FindJobSidebar({
  filters,
  shown,
  facets,
  attributes,
  action,
  onToggle,
  onSet,
}: {
  /** The URL's filters (the hidden fields). */
  filters: Filters;
  /** What the boxes show: the URL's filters, or the ones just ticked while their page loads. */
  shown: Filters;
  facets: OfferFacets | undefined;
  attributes: SearchAttributes['data'] | undefined;
  action: string;
  onToggle: (name: FacetName, id: number) => void;
  onSet: (change: (f: Filters) => Filters) => void;
}) {
  const intl = useIntl();
  return (
    <Sidebar aria-labelledby="filters-title" data-testid="filters-sidebar">
      <h2 id="filters-title">{intl.formatMessage({ id: 'search.filters' })}</h2>
      <form method="get" action={action} onSubmit={(e) => e.preventDefault()}>
        {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
        {filters.city?.length ? (
          <input type="hidden" name="city" value={filters.city.join(',')} />
        ) : null}
        {filters.radius ? <input type="hidden" name="radius" value={filters.radius} /> : null}
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <FilterGroups
          filters={shown}
          facets={facets}
          attributes={attributes}
          idPrefix="sidebar"
          onToggle={onToggle}
          onSet={onSet}
        />
        <Button type="submit" className="apply" $block>
          {intl.formatMessage({ id: 'search.filtersApply' })}
        </Button>
      </form>
    </Sidebar>
  );
}
