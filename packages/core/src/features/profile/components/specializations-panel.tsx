import type { Attribute } from '@jobboard/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stack } from '../../../components/ui/primitives';
import { useBrand } from '../../../lib/brand';
import { useLang } from '../../../lib/lang';
import { attrLabel, sortCategories } from '../../../lib/localize';
import { notify } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { saveSpecializations, useSpecializations } from '../api/specializations';

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
      {sortCategories(categories, lang).map((c) => {
        const list = specializations.filter((s) => s.parent_id === c.id);
        if (!list.length) return null;
        return (
          <details key={c.id} open={list.some((s) => current.has(s.id))}>
            <summary>{attrLabel(c, lang)}</summary>
            {list.map((s) => (
              <label key={s.id} style={{ display: 'block' }}>
                <input type="checkbox" checked={current.has(s.id)} onChange={() => toggle(s.id)} />{' '}
                {attrLabel(s, lang)}
              </label>
            ))}
          </details>
        );
      })}
      <Button type="button" onClick={save} disabled={busy || !selected}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
    </Stack>
  );
}
