import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { listQuery, PagedList } from './paged-list';

const CHOICES = [
  { field: 'created_at', direction: 'desc' },
  { field: 'name', direction: 'asc' },
] as const;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function List({
  items,
  pages,
}: {
  items: string[] | undefined;
  pages?: { current: number; last: number };
}) {
  return (
    <EmployerIntl>
      <PagedList
        testId="list"
        sort={{
          id: 'list-sort',
          choices: CHOICES,
          current: CHOICES[0],
          messagePrefix: 'employer.companies.sort.',
        }}
        status={<span>{items?.length ?? 0} items</span>}
        items={items}
        pages={pages}
        loadingHeight={100}
        empty={<p data-testid="empty">none</p>}
      >
        {(item) => (
          <p key={item} data-testid="item">
            {item}
          </p>
        )}
      </PagedList>
      <Where />
    </EmployerIntl>
  );
}

describe('listQuery', () => {
  it('reads a known sort and a page, else the first choice and page 1', () => {
    const parse = (q: string) => listQuery(new URLSearchParams(q), CHOICES);
    expect(parse('sort=name_asc&page=3')).toEqual({
      sort: { field: 'name', direction: 'asc' },
      page: 3,
    });
    expect(parse('sort=secret_asc&page=-2')).toEqual({ sort: CHOICES[0], page: 1 });
  });
});

describe('PagedList', () => {
  it('shows the items, its status line, and pages only when there is more than one', () => {
    const first = renderWithApp(<List items={['a', 'b']} pages={{ current: 1, last: 1 }} />);
    expect(screen.getAllByTestId('item').map((p) => p.textContent)).toEqual(['a', 'b']);
    expect(screen.getByTestId('list').querySelector('[role=status]')?.textContent).toBe('2 items');
    expect(screen.queryByRole('navigation')).toBeNull();
    first.unmount();
    renderWithApp(<List items={['a', 'b']} pages={{ current: 1, last: 3 }} />);
    expect(screen.getByRole('navigation')).toBeTruthy();
  });

  it('shows the empty state, and a placeholder while loading', () => {
    const empty = renderWithApp(<List items={[]} />);
    expect(screen.getByTestId('empty')).toBeTruthy();
    empty.unmount();
    renderWithApp(<List items={undefined} />);
    expect(screen.queryByTestId('empty')).toBeNull();
    expect(screen.queryAllByTestId('item')).toHaveLength(0);
  });

  it('puts a new sort in the URL and starts again from the first page', () => {
    renderWithApp(<List items={['a']} pages={{ current: 2, last: 3 }} />);
    fireEvent.change(document.getElementById('list-sort')!, { target: { value: 'name_asc' } });
    expect(screen.getByTestId('where').textContent).toBe('?sort=name_asc');
  });
});
