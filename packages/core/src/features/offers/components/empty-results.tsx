import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface EmptySuggestion {
  /** The filter value (or the keywords) whose removal gives offers back. */
  kind: 'filter' | 'keywords';
  label: string;
  count: number;
  href: string;
}

const Box = styled.div`
  padding: ${(p) => p.theme.space[5]};
  border: 1px dashed ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.components.card.radius};
  background: ${(p) => p.theme.colors.surface};
  p {
    margin: 0 0 ${(p) => p.theme.space[2]};
  }
  p:last-child {
    margin: 0;
  }
  .title {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
  a {
    display: inline-block;
    padding: ${(p) => p.theme.space[2]} 0;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

/**
 * An empty search says so and offers the ways out: a spelling correction of the keywords when
 * there is one (`children`), and removing the filter that holds back the most offers (a link),
 * else resetting the filters.
 */
export function EmptyResults({
  suggestion,
  resetHref,
  children,
}: {
  suggestion: EmptySuggestion | null;
  resetHref: string | null;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Box data-testid="no-results">
      <p className="title">{intl.formatMessage({ id: 'search.noResults' })}</p>
      {children}
      {suggestion ? (
        <p>
          <Link to={suggestion.href} data-testid="empty-suggestion">
            {intl.formatMessage(
              {
                id:
                  suggestion.kind === 'keywords'
                    ? 'search.emptyKeywordSuggestion'
                    : 'search.emptySuggestion',
              },
              { label: suggestion.label, count: suggestion.count },
            )}
          </Link>
        </p>
      ) : resetHref ? (
        <p>
          <Link to={resetHref}>{intl.formatMessage({ id: 'search.emptyReset' })}</Link>
        </p>
      ) : (
        <p>{intl.formatMessage({ id: 'search.emptyReset' })}</p>
      )}
    </Box>
  );
}
