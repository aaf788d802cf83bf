import type { SpellingSuggestion } from '@jobboard/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface EmptySuggestion {
  /** The filter value (or the keywords) whose removal gives offers back, or a wider radius. */
  kind: 'filter' | 'keywords' | 'radius';
  /** The filter's or keywords' text; the radius's km. */
  label: string;
  count: number;
  href: string;
}

const SUGGESTION_MESSAGES: Record<EmptySuggestion['kind'], string> = {
  filter: 'search.emptySuggestion',
  keywords: 'search.emptyKeywordSuggestion',
  radius: 'search.emptyRadiusSuggestion',
};

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
 * there is one (`children`), and removing the filter that holds back the most offers or
 * searching around the city (a link), else resetting the filters.
 */
export function EmptyResults({
  suggestions,
  resetHref,
  children,
}: {
  suggestions: EmptySuggestion[];
  resetHref: string | null;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Box data-testid="no-results">
      <p className="title">{intl.formatMessage({ id: 'search.noResults' })}</p>
      {children}
      {suggestions.length ? (
        suggestions.map((suggestion) => (
          <p key={suggestion.kind}>
            <Link
              to={suggestion.href}
              data-testid={suggestion.kind === 'radius' ? 'empty-radius' : 'empty-suggestion'}
            >
              {intl.formatMessage(
                { id: SUGGESTION_MESSAGES[suggestion.kind] },
                { label: suggestion.label, km: suggestion.label, count: suggestion.count },
              )}
            </Link>
          </p>
        ))
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

/** A line of text above the results (not a card: the job-alert box below is one). */
const Bar = styled.p<{ $inBox: boolean }>`
  margin: 0 0 ${(p) => p.theme.space[3]};
  font-size: ${(p) => (p.$inBox ? 'inherit' : p.theme.fontSizes.lg)};
  overflow-wrap: anywhere;
  b,
  a {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;

/**
 * The search's spelling correction (the server gives it when the keywords find nothing or
 * little): "did you mean" with a link to the corrected search, or, when the server already shows
 * the corrected search's offers because the keywords found none, a line that says so. `inBox`:
 * a line of the empty-results help, which draws its own box.
 */
export function SpellingNotice({
  spelling,
  original,
  href,
  inBox = false,
}: {
  spelling: SpellingSuggestion;
  /** The keywords as typed. */
  original: string;
  /** The search for the corrected keywords (the other filters kept). */
  href: string;
  inBox?: boolean;
}) {
  const intl = useIntl();
  return (
    <Bar $inBox={inBox} data-testid="spelling">
      {spelling.applied
        ? intl.formatMessage(
            { id: 'search.spellingApplied' },
            { original, q: spelling.q, b: (chunks) => <b>{chunks}</b> },
          )
        : intl.formatMessage(
            { id: 'search.didYouMean' },
            {
              q: spelling.q,
              link: (chunks) => (
                <Link to={href} data-testid="did-you-mean">
                  {chunks}
                </Link>
              ),
            },
          )}
    </Bar>
  );
}
