import type { SpellingSuggestion } from '@jobboard/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
