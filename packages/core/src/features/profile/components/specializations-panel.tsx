import type { Attribute } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Stack } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { attrLabel, sortCategories } from '../../../lib/localize';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { saveSpecializations, useSpecializations } from '../api/specializations';

/**
 * The categories as one bordered list of disclosures: the site's chevron, not the browser's
 * triangle; an open category lays its specializations out in columns (one on a phone).
 */
const Categories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  > li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  summary {
    list-style: none;
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space[3]};
    min-height: 44px;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[4]};
    cursor: pointer;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    margin-inline-start: auto;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  details[open] > summary::after {
    transform: translateY(25%) rotate(-135deg);
  }
  summary:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
  .chosen {
    font-weight: ${(p) => p.theme.fontWeights.regular};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .choices {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
    column-gap: ${(p) => p.theme.space[4]};
    padding: 0 ${(p) => p.theme.space[4]} ${(p) => p.theme.space[3]};
  }
`;

/** Specializations the candidate follows, grouped by category. */
export function SpecializationsPanel({
  categories,
  specializations,
}: {
  categories: Attribute[];
  specializations: Attribute[];
}) {
  const intl = useIntl();
  const lang = useLang();
  const { board } = useBrand();
  const { data, mutate } = useSpecializations();
  const { busy, run } = useSubmit();
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const current = selected ?? new Set((data?.data ?? []).map((s) => s.id));
  const toggle = (id: number) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const save = () =>
    void run(async () => {
      await saveSpecializations(board, [...current]);
      await mutate();
      setSelected(null);
      notify.success(intl.formatMessage({ id: 'profile.saved' }));
    });
  return (
    <Stack $gap="3">
      <Categories>
        {sortCategories(categories, lang).map((c) => {
          const list = specializations.filter((s) => s.parent_id === c.id);
          if (!list.length) return null;
          const chosen = list.filter((s) => current.has(s.id)).length;
          return (
            <li key={c.id}>
              <details open={chosen > 0}>
                <summary>
                  {attrLabel(c, lang)}
                  {chosen ? (
                    <span className="chosen">
                      {intl.formatMessage(
                        { id: 'profile.specializations.chosen' },
                        { count: chosen },
                      )}
                    </span>
                  ) : null}
                </summary>
                <div className="choices">
                  {list.map((s) => (
                    <label key={s.id}>
                      <input
                        type="checkbox"
                        checked={current.has(s.id)}
                        onChange={() => toggle(s.id)}
                      />{' '}
                      {attrLabel(s, lang)}
                    </label>
                  ))}
                </div>
              </details>
            </li>
          );
        })}
      </Categories>
      <Button type="button" onClick={save} disabled={busy || !selected}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
    </Stack>
  );
}
