import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/primitives';
import type { SearchAttributes } from '../api/get-board-attributes';
import { activeFilterCount, type SearchFilters } from '../../../lib/search/query';

const loadDialog = () => import('./filter-sheet-dialog');
const FilterSheetDialog = lazy(loadDialog);

const Open = styled(Button)`
  ${(p) => p.theme.media.md} {
    display: none;
  }
`;

/**
 * Phones (< 768 px): "Filters (N)", which opens the filters in a bottom sheet
 * (filter-sheet-dialog.tsx). The sheet's code is fetched on the first press (or as the finger or
 * pointer comes to the button), not with the page.
 */
export function FilterSheet(props: {
  filters: SearchFilters;
  attributes: SearchAttributes['data'] | undefined;
  hrefOf: (next: SearchFilters) => string;
  navigate: (href: string) => void;
  parentOf: (id: number) => number | null | undefined;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Open
        type="button"
        $variant="ghost"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerDown={preload}
        onFocus={preload}
        data-testid="open-filters"
      >
        {intl.formatMessage(
          { id: 'search.filtersButton' },
          { count: activeFilterCount(props.filters) },
        )}
      </Open>
      {open ? (
        <Suspense fallback={null}>
          <FilterSheetDialog {...props} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
