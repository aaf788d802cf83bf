import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Pagination } from '../../../components/ui/pagination';
import { Field, Row, Select, Skeleton } from '../../../components/ui/primitives';
import { pageParam, parseSort, sortValue, type ListSort } from './list-sort';

/**
 * The employer lists (companies, my offers, applications): a sort kept in the URL with the page,
 * more filters beside it, a status line, the items a page at a time, an empty state. Each list
 * gives its own choices, items and empty message.
 */

/** A list's sort and page from the page URL (?sort=name_asc&page=2): the first choice by default. */
export function listQuery<F extends string>(
  search: URLSearchParams,
  choices: ReadonlyArray<ListSort<F>>,
): { sort: ListSort<F>; page: number } {
  const fields = [...new Set(choices.map((c) => c.field))];
  return {
    sort: parseSort(search.get('sort'), fields, choices[0]!),
    page: pageParam(search.get('page')),
  };
}

/** The URL search of a list page, and how a filter or a page changes it. */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  /** A new filter or sort starts again from the first page. */
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next);
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const q = next.toString();
    return q ? `?${q}` : '?';
  };
  return { search, setParam, hrefFor };
}

const Toolbar = styled(Row)`
  align-items: flex-end;
  margin-bottom: ${(p) => p.theme.space[4]};
  > div {
    min-width: 220px;
  }
`;

export interface PagedListProps<T> {
  testId: string;
  /** Id of the sort field, its choices, the chosen one and the id prefix of their labels ('….sort.'). */
  sort: {
    id: string;
    choices: ReadonlyArray<ListSort<string>>;
    /** The URL's sort (contracts make the direction optional: descending by default). */
    current: { field: string; direction?: 'asc' | 'desc' };
    messagePrefix: string;
  };
  /** More fields after the sort (filters). */
  filters?: ReactNode;
  /**
   * Nothing to sort or filter (no item at all, no filter chosen): the empty state alone, without
   * the sort, the filters and a count of zero.
   */
  bare?: boolean;
  /** A line after the fields (a count), announced to screen readers. */
  status?: ReactNode;
  /** Undefined while loading. */
  items: readonly T[] | undefined;
  pages: { current: number; last: number } | undefined;
  loadingHeight: number;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}

export function PagedList<T>({
  testId,
  sort,
  filters,
  status,
  items,
  pages,
  loadingHeight,
  empty,
  bare,
  children,
}: PagedListProps<T>) {
  const intl = useIntl();
  const { setParam, hrefFor } = useListSearch();
  return (
    <div data-testid={testId}>
      {bare ? null : (
        <Toolbar>
          <Field id={sort.id} label={intl.formatMessage({ id: 'employer.list.sort' })}>
            <Select
              id={sort.id}
              value={sortValue(sort.current)}
              onChange={(e) => setParam('sort', e.target.value)}
            >
              {sort.choices.map((choice) => (
                <option key={sortValue(choice)} value={sortValue(choice)}>
                  {intl.formatMessage({ id: sort.messagePrefix + sortValue(choice) })}
                </option>
              ))}
            </Select>
          </Field>
          {filters}
          {status !== undefined ? <span role="status">{status}</span> : null}
        </Toolbar>
      )}
      {!items ? <Skeleton $h={loadingHeight} /> : items.length === 0 ? empty : items.map(children)}
      {pages ? <Pagination current={pages.current} last={pages.last} hrefFor={hrefFor} /> : null}
    </div>
  );
}
