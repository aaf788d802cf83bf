import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]};
  justify-content: center;
  margin: ${(p) => p.theme.space[5]} 0;
  a,
  span {
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space[3]};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    text-decoration: none;
  }
  [aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

/** Pages around the current one; shown only when there is more than one page. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination(props: {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
}) {
  const intl = useIntl();
  if (props.last <= 1) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'pagination.label' })} data-pagination="">
      {props.current > 1 ? (
        <Link to={props.hrefFor(props.current - 1)} rel="prev">
          {intl.formatMessage({ id: 'pagination.previous' })}
        </Link>
      ) : null}
      {pageWindow(props.current, props.last).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={props.hrefFor(p)}
            aria-current={p === props.current ? 'page' : undefined}
          >
            {p}
          </Link>
        ),
      )}
      {props.current < props.last ? (
        <Link to={props.hrefFor(props.current + 1)} rel="next">
          {intl.formatMessage({ id: 'pagination.next' })}
        </Link>
      ) : null}
    </Nav>
  );
}
