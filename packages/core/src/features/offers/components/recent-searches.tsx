import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { RouteLink } from '../../../components/ui/route-link';
import { useBrand } from '../../../lib/brand';
import { clearRecentSearches, useRecentSearches, type RecentSearch } from '../../../lib/recent';

const Box = styled.section`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin: 0 0 ${(p) => p.theme.space[4]};
  /* On a phone, one row that scrolls sideways: the first offer stays on the first screen. */
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: none;
  > * {
    flex: none;
  }
  ${(p) => p.theme.media.md} {
    flex-wrap: wrap;
    overflow-x: visible;
    > * {
      flex: 0 1 auto;
    }
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: ${(p) => p.theme.fontWeights.medium};
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    display: contents;
    list-style: none;
  }
  li {
    flex: none;
    min-width: 0;
    max-width: min(70vw, 100%);
  }
  a {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space[3]};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-decoration: none;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  a > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.borderStrong};
    text-decoration: underline;
  }
  button {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space[1]};
    border: 0;
    background: none;
    font: inherit;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.link};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** « infirmière · Laval », « Laval », « infirmière »: the search's keywords and city. */
export const searchLabel = (s: RecentSearch) =>
  [s.q, s.city !== null ? s.cityLabel : null].filter(Boolean).join(' · ');

/**
 * « Recherches récentes » under the search form: this browser's last distinct searches on this
 * board (lib/recent.ts), each a link to its results, and « Effacer ». Lazy-loaded and rendered
 * only once the page has hydrated; nothing when there are none.
 */
export default function RecentSearches() {
  const intl = useIntl();
  const { board } = useBrand();
  const searches = useRecentSearches(board);
  if (!searches.length) return null;
  return (
    <Box aria-labelledby="recent-searches" data-testid="recent-searches">
      <h2 id="recent-searches">{intl.formatMessage({ id: 'search.recent' })}</h2>
      <ul>
        {searches.map((s) => (
          <li key={`${s.q}|${s.city ?? ''}`}>
            <RouteLink
              to="findJob"
              query={{ q: s.q || undefined, city: s.city ?? undefined }}
              data-testid="recent-search"
            >
              <span>{searchLabel(s) || s.q}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => clearRecentSearches(board)} data-testid="recent-clear">
        {intl.formatMessage({ id: 'search.recentClear' })}
      </button>
    </Box>
  );
}
