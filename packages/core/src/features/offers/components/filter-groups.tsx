import type { Attribute, OfferFacets } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Lang } from '@jobboard/contracts/routes';
import { linkButtonStyle } from '../../../components/ui/primitives';
import { useLang } from '../../../lib/lang';
import { attrLabel, sortCategories } from '../../../lib/localize';
import type { SearchAttributes } from '../api/get-board-attributes';
import { POSTED_WITHIN_DAYS } from '@jobboard/contracts/constants';
import {
  FACET_NAMES,
  setPosted,
  toggleRemote,
  type FacetName,
  type FilterName,
  type SearchFilters,
} from '../../../lib/search/query';

/** Values shown before "Show N more". */
export const VISIBLE_VALUES = 6;

type Attrs = SearchAttributes['data'] | undefined;

/** The label of a filter value in the page's language (an attribute or a city). */
export function filterLabel(
  attrs: Attrs,
  name: FilterName,
  id: number,
  lang: Lang,
): string | undefined {
  if (!attrs) return undefined;
  if (name === 'city') return attrs.cities.find((c) => c.id === id)?.label;
  const a = attrs.attributes[name].find((x) => x.id === id);
  return a ? attrLabel(a, lang) : undefined;
}

/** The values a family offers: categories by label ("other" last), specializations of the chosen categories. */
function valuesOf(attrs: Attrs, name: FacetName, filters: SearchFilters, lang: Lang): Attribute[] {
  const list = attrs?.attributes[name] ?? [];
  if (name === 'category') return sortCategories(list, lang);
  if (name === 'specialization' && filters.category?.length)
    return list.filter((s) => s.parent_id !== null && filters.category!.includes(s.parent_id));
  return list;
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  fieldset {
    margin: 0;
    padding: 0 0 ${(p) => p.theme.space[4]};
    border: 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    min-width: 0;
  }
  fieldset:last-child {
    border-bottom: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space[2]};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    color: ${(p) => p.theme.colors.text};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .option {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    min-height: 44px;
    padding: 0 ${(p) => p.theme.space[2]};
    margin: 0 calc(-1 * ${(p) => p.theme.space[2]});
    border-radius: ${(p) => p.theme.radii.sm};
    cursor: pointer;
    color: ${(p) => p.theme.colors.text};
  }
  .option:hover {
    background: ${(p) => p.theme.colors.page};
  }
  /* The checkbox itself is drawn by the global stylesheet (theme/global-style.ts). */
  .text {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .count {
    flex: none;
    min-width: 2.25em;
    padding: 0 ${(p) => p.theme.space[2]};
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.page};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .more {
    ${linkButtonStyle}
  }
  .more:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

function FacetGroup({
  name,
  values,
  filters,
  counts,
  idPrefix,
  onToggle,
}: {
  name: FacetName;
  values: Attribute[];
  filters: SearchFilters;
  counts: Map<number, number> | undefined;
  idPrefix: string;
  onToggle: (name: FacetName, id: number) => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const [expanded, setExpanded] = useState(false);
  const chosen = filters[name] ?? [];
  // With counts: the values that would list something, and those chosen (to be unticked).
  const shown = counts
    ? values.filter((v) => (counts.get(v.id) ?? 0) > 0 || chosen.includes(v.id))
    : values;
  if (!shown.length) return null;
  const hidden = shown.length - VISIBLE_VALUES;
  const visible =
    expanded || hidden <= 1
      ? shown
      : shown.filter((v, i) => i < VISIBLE_VALUES || chosen.includes(v.id));
  const listId = `${idPrefix}-${name}-values`;
  return (
    <fieldset data-testid={`facet-${name}`}>
      <legend>{intl.formatMessage({ id: `search.filter.${name}` })}</legend>
      <ul id={listId}>
        {visible.map((v) => {
          const count = counts?.get(v.id) ?? 0;
          return (
            <li key={v.id}>
              <label className="option">
                <input
                  type="checkbox"
                  name={name}
                  value={v.id}
                  checked={chosen.includes(v.id)}
                  onChange={() => onToggle(name, v.id)}
                />
                <span className="text">{attrLabel(v, lang)}</span>
                {counts ? <Count count={count} /> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 1 ? (
        <button
          type="button"
          className="more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? intl.formatMessage({ id: 'search.showLess' })
            : intl.formatMessage({ id: 'search.showMore' }, { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** A value's count, shown as a number and read as "N jobs". */
function Count({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <span className="count" data-testid="facet-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: 'search.results' }, { count })}
      </span>
    </span>
  );
}

/**
 * "Date posted": any date, or the last 24 hours, 3, 7 or 30 days, one at a time (radio
 * buttons), each window with its count given the other filters; an empty window is left out
 * unless chosen.
 */
function PostedGroup({
  filters,
  facets,
  idPrefix,
  onSet,
}: {
  filters: SearchFilters;
  facets: OfferFacets | undefined;
  idPrefix: string;
  onSet: (change: (f: SearchFilters) => SearchFilters) => void;
}) {
  const intl = useIntl();
  const counts = facets ? new Map(facets.posted.map((c) => [c.id, c.count])) : undefined;
  const windows = POSTED_WITHIN_DAYS.filter(
    (days) => !counts || (counts.get(days) ?? 0) > 0 || filters.posted === days,
  );
  return (
    <fieldset data-testid="facet-posted">
      <legend>{intl.formatMessage({ id: 'search.filter.posted' })}</legend>
      <ul>
        <li>
          <label className="option">
            <input
              type="radio"
              name="posted"
              value=""
              id={`${idPrefix}-posted-any`}
              checked={!filters.posted}
              onChange={() => onSet((f) => setPosted(f, undefined))}
            />
            <span className="text">{intl.formatMessage({ id: 'search.posted.any' })}</span>
          </label>
        </li>
        {windows.map((days) => (
          <li key={days}>
            <label className="option">
              <input
                type="radio"
                name="posted"
                value={days}
                checked={filters.posted === days}
                onChange={() => onSet((f) => setPosted(f, days))}
              />
              <span className="text">
                {intl.formatMessage({ id: 'search.posted.within' }, { days })}
              </span>
              {counts ? <Count count={counts.get(days) ?? 0} /> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The filter families as groups of checkboxes (fieldset + legend), each value with the number
 * of offers it would list given the other filters (the server's facet counts). Values that
 * would list nothing are left out unless chosen; long lists show VISIBLE_VALUES and a
 * disclosure button. Used by the desktop sidebar and the phone's bottom sheet.
 */
export function FilterGroups({
  filters,
  facets,
  attributes,
  idPrefix,
  onToggle,
  onSet,
}: {
  filters: SearchFilters;
  facets: OfferFacets | undefined;
  attributes: Attrs;
  idPrefix: string;
  onToggle: (name: FacetName, id: number) => void;
  /** Another choice of the filters: "Remote" ticked or not, a "date posted" window. */
  onSet: (change: (f: SearchFilters) => SearchFilters) => void;
}) {
  const lang = useLang();
  const intl = useIntl();
  return (
    <Groups>
      <fieldset data-testid="facet-remote">
        <legend>{intl.formatMessage({ id: 'search.filter.workplace' })}</legend>
        <ul>
          <li>
            <label className="option">
              <input
                type="checkbox"
                name="remote"
                value="1"
                checked={filters.remote === '1'}
                onChange={() => onSet(toggleRemote)}
              />
              <span className="text">{intl.formatMessage({ id: 'offer.remote' })}</span>
            </label>
          </li>
        </ul>
      </fieldset>
      <PostedGroup filters={filters} facets={facets} idPrefix={idPrefix} onSet={onSet} />
      {FACET_NAMES.map((name) => (
        <FacetGroup
          key={name}
          name={name}
          values={valuesOf(attributes, name, filters, lang)}
          filters={filters}
          counts={facets ? new Map(facets[name].map((c) => [c.id, c.count])) : undefined}
          idPrefix={idPrefix}
          onToggle={onToggle}
        />
      ))}
    </Groups>
  );
}
