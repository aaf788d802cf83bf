import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  pathToUnsafe,
  type Lang,
  type Query,
  type RouteName,
  type RouteParams,
} from '@jobboard/contracts/routes';
import { useLang } from '../../lib/lang';
import { prefetchRoute } from '../../lib/prefetch';

type Props<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: N;
  params?: RouteParams<N>;
  query?: Query;
  lang?: Lang;
  /** Full page load (language switch re-renders everything anyway). */
  reloadDocument?: boolean;
  children: ReactNode;
};

/** A link to a named route in the current language: the only way to write an internal href. */
export function RouteLink<N extends RouteName>({
  to,
  params,
  query,
  lang,
  reloadDocument,
  children,
  ...rest
}: Props<N>) {
  const current = useLang();
  const href = pathToUnsafe(to, lang ?? current, (params ?? {}) as Record<string, unknown>, query);
  return (
    <Link
      to={href}
      reloadDocument={reloadDocument}
      onMouseEnter={() => prefetchRoute(to)}
      onFocus={() => prefetchRoute(to)}
      {...rest}
    >
      {children}
    </Link>
  );
}
