import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SortChoice } from '../../../lib/search/query';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  ul {
    display: inline-flex;
    list-style: none;
    margin: 0;
    padding: 2px;
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.components.button.radius};
    background: ${(p) => p.theme.colors.surface};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    min-width: 44px;
    justify-content: center;
    padding: 0 ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.components.button.radius};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  a[aria-current='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const CHOICES: SortChoice[] = ['relevance', 'date'];

/** Sort by relevance or date: two links (the order is in the URL), the current one marked. */
export function SortControl({
  current,
  hrefFor,
}: {
  current: SortChoice;
  hrefFor: (sort: SortChoice) => string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'search.sortBy' });
  return (
    <Nav aria-label={label} data-testid="sort-control">
      <span aria-hidden="true">{label}</span>
      <ul>
        {CHOICES.map((choice) => (
          <li key={choice}>
            <Link
              to={hrefFor(choice)}
              preventScrollReset
              state={{ keepFocus: true }}
              aria-current={choice === current ? 'true' : undefined}
            >
              {intl.formatMessage({ id: `search.sort.${choice}` })}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
