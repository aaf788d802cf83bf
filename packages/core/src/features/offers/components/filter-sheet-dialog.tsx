import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, linkButtonStyle } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { useApi } from '../../../lib/use-api';
import type { SearchAttributes } from '../api/get-board-attributes';
import { getOffersKey, type OffersPage } from '../api/get-offers';
import {
  FACET_NAMES,
  toggleFilter,
  type FacetName,
  type SearchFilters,
} from '../../../lib/search/query';
import { FilterGroups } from './filter-groups';

/*
 * A bottom sheet: the native modal <dialog> (showModal) keeps focus inside and makes the page
 * behind it inert, closes on Escape, and gives focus back to the button that opened it.
 */
const Sheet = styled.dialog`
  position: fixed;
  inset: auto 0 0 0;
  width: 100%;
  max-width: 100%;
  max-height: min(88vh, 100%);
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radii.lg} ${(p) => p.theme.radii.lg} 0 0;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.lg};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
  header,
  footer {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space[3]};
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  }
  header {
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  header h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  .close {
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.page};
    color: ${(p) => p.theme.colors.text};
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
  }
  .close:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  .body {
    flex: 1;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: ${(p) => p.theme.space[4]};
  }
  footer {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  footer .reset {
    ${linkButtonStyle}
    padding: 0 ${(p) => p.theme.space[2]};
  }
  footer ${Button} {
    flex: 1;
  }
`;

/**
 * The phone filters' bottom sheet, its own chunk (fetched when "Filters (N)" is pressed). It opens
 * as it mounts, from the page's filters; choices are staged in it, whose counts and "Show N jobs"
 * follow them (one small request per change); "Show N jobs" applies them by navigating to
 * `hrefOf(staged)`. Every way out closes the dialog first (focus goes back to the button), then
 * `onClosed` unmounts it.
 */
export default function FilterSheetDialog({
  filters,
  attributes,
  hrefOf,
  navigate,
  parentOf,
  onClosed,
}: {
  filters: SearchFilters;
  attributes: SearchAttributes['data'] | undefined;
  hrefOf: (next: SearchFilters) => string;
  navigate: (href: string) => void;
  parentOf: (id: number) => number | null | undefined;
  onClosed: () => void;
}) {
  const intl = useIntl();
  const { board } = useBrand();
  const dialog = useRef<HTMLDialogElement>(null);
  const [staged, setStaged] = useState<SearchFilters>(filters);
  const { data } = useApi<OffersPage>(
    getOffersKey(board, { ...staged, page: undefined, per_page: 1, facets: true }),
    { keepPreviousData: true },
  );

  useEffect(() => {
    const el = dialog.current;
    if (!el || el.open) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, []);

  const close = () => {
    const el = dialog.current;
    if (el?.open && typeof el.close === 'function') el.close();
    else onClosed();
  };
  const apply = () => {
    close();
    navigate(hrefOf({ ...staged, page: undefined }));
  };
  const reset = () => {
    const next: SearchFilters = { ...staged, page: undefined };
    for (const name of FACET_NAMES) next[name] = undefined;
    next.remote = undefined;
    setStaged(next);
  };
  const toggle = (name: FacetName, id: number) =>
    setStaged((s) => toggleFilter(s, name, id, parentOf));
  const total = data?.meta.total;
  return (
    <Sheet
      ref={dialog}
      aria-labelledby="filter-sheet-title"
      onClose={onClosed}
      data-testid="filter-sheet"
    >
      <header>
        <h2 id="filter-sheet-title">{intl.formatMessage({ id: 'search.filters' })}</h2>
        <button
          type="button"
          className="close"
          onClick={close}
          aria-label={intl.formatMessage({ id: 'common.close' })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="body">
        <FilterGroups
          filters={staged}
          facets={data?.facets}
          attributes={attributes}
          idPrefix="sheet"
          onToggle={toggle}
          onSet={(change) => setStaged((s) => change(s))}
        />
      </div>
      <footer>
        <button type="button" className="reset" onClick={reset}>
          {intl.formatMessage({ id: 'search.reset' })}
        </button>
        <Button type="button" onClick={apply} data-testid="apply-filters">
          {total === undefined
            ? intl.formatMessage({ id: 'search.filtersApply' })
            : intl.formatMessage(
                { id: data?.meta.total_capped ? 'search.showJobsCapped' : 'search.showJobs' },
                { count: total },
              )}
        </Button>
      </footer>
    </Sheet>
  );
}
