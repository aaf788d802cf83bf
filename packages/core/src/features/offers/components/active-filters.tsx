import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface FilterChip {
  key: string;
  label: string;
  /** The search without this value. */
  href: string;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin: 0 0 ${(p) => p.theme.space[4]};
  ul {
    display: contents;
    list-style: none;
  }
  li {
    display: flex;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    min-height: 44px;
    max-width: 100%;
    padding: 0 ${(p) => p.theme.space[2]} 0 ${(p) => p.theme.space[3]};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-decoration: none;
    transition: border-color 0.15s ease;
  }
  .chip:hover {
    border-color: ${(p) => p.theme.colors.link};
  }
  .chip .label {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chip .x {
    display: inline-grid;
    place-content: center;
    width: 24px;
    height: 24px;
    flex: none;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.page};
    font-size: 1.1em;
    line-height: 1;
  }
  .reset {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.link};
    font-weight: ${(p) => p.theme.fontWeights.medium};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The active filters above the results: one chip per value, a link to the search without it
 * (so it works before hydration and in a new tab), and "Reset filters" when there is more
 * than the keywords to reset.
 */
export function ActiveFilters({
  chips,
  resetHref,
}: {
  chips: FilterChip[];
  resetHref: string | null;
}) {
  const intl = useIntl();
  if (!chips.length) return null;
  return (
    <Bar data-testid="active-filters">
      <ul aria-label={intl.formatMessage({ id: 'search.activeFilters' })}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className="chip"
              to={chip.href}
              preventScrollReset
              aria-label={intl.formatMessage({ id: 'search.removeFilter' }, { label: chip.label })}
              data-testid="filter-chip"
            >
              <span className="label">{chip.label}</span>
              <span className="x" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {resetHref ? (
        <Link className="reset" to={resetHref} data-testid="reset-filters">
          {intl.formatMessage({ id: 'search.reset' })}
        </Link>
      ) : null}
    </Bar>
  );
}
