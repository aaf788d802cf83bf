import type { Attribute, City } from '@jobboard/contracts';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '../../../config/routes';
import { Button, Field, Input, Select } from '../../../components/ui/primitives';
import { useLang } from '../../../lib/lang';
import { attrLabel, sortCategories } from '../../../lib/localize';
import type { BoardAttributes } from '../api/get-board-attributes';
import {
  filtersToQuery,
  PAY_CHOICES,
  parseFilters,
  payChoiceOf,
  type FilterName,
  type SearchFilters,
} from '../api/search-query';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  margin-bottom: ${(p) => p.theme.space[5]};
`;

/**
 * Filters of the find-a-job page, all kept in the URL (SPEC §2): a GET form that navigates to
 * the find-a-job route with the chosen filters as query parameters.
 *
 * The fields are uncontrolled and read from the form on submit: a choice made before the page
 * hydrated stays chosen (a controlled field would be reset to its initial state).
 */
export function SearchFilters({
  filters,
  attributes,
}: {
  filters: SearchFilters;
  attributes: BoardAttributes['data'] | undefined;
}) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const initial = (name: FilterName) => String(filters[name]?.[0] ?? '');
  // Only the category is state: it narrows the specializations offered.
  const [category, setCategory] = useState(initial('category'));
  useEffect(() => {
    const chosen = form.current?.elements.namedItem('category');
    if (chosen instanceof HTMLSelectElement) setCategory(chosen.value);
  }, []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    const search = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === 'string') search.set(name, value);
    navigate(pathTo('findJob', lang, {}, filtersToQuery(parseFilters(search))));
  };

  const attrs = attributes?.attributes;
  const categories = sortCategories(attrs?.category ?? [], lang);
  const specializations = (attrs?.specialization ?? []).filter(
    (s) => !category || String(s.parent_id) === category,
  );
  const options = (list: Array<Attribute | City>) =>
    list.map((a) => (
      <option key={a.id} value={a.id}>
        {'label' in a && typeof a.label === 'string' ? a.label : attrLabel(a as Attribute, lang)}
      </option>
    ));
  const onCategoryChange = (e: ChangeEvent<HTMLSelectElement>) => {
    setCategory(e.target.value);
    const specialization = form.current?.elements.namedItem('specialization');
    if (specialization instanceof HTMLSelectElement) specialization.value = '';
  };
  const select = (name: FilterName, list: Array<Attribute | City>) => (
    <Field id={`filter-${name}`} label={intl.formatMessage({ id: `search.filter.${name}` })}>
      <Select
        id={`filter-${name}`}
        name={name}
        defaultValue={initial(name)}
        onChange={name === 'category' ? onCategoryChange : undefined}
      >
        <option value="">{intl.formatMessage({ id: 'search.any' })}</option>
        {options(list)}
      </Select>
    </Field>
  );

  return (
    <Form
      role="search"
      method="get"
      action={pathTo('findJob', lang)}
      ref={form}
      onSubmit={submit}
      data-testid="search-filters"
    >
      <Field id="filter-q" label={intl.formatMessage({ id: 'search.keyword' })}>
        <Input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} />
      </Field>
      {select('category', categories)}
      {select('specialization', specializations)}
      {select('city', attributes?.cities ?? [])}
      {select('schedule', attrs?.schedule ?? [])}
      {select('experience', attrs?.experience ?? [])}
      <Field id="filter-pay" label={intl.formatMessage({ id: 'search.filter.pay' })}>
        <Select id="filter-pay" name="pay_filter" defaultValue={payChoiceOf(filters)}>
          <option value="">{intl.formatMessage({ id: 'search.any' })}</option>
          {PAY_CHOICES.map((choice) => {
            const [unit, amount] = choice.split(':');
            return (
              <option key={choice} value={choice}>
                {amount
                  ? intl.formatMessage(
                      { id: 'search.pay.atLeast' },
                      {
                        amount: intl.formatNumber(Number(amount), {
                          style: 'currency',
                          currency: 'CAD',
                          currencyDisplay: 'narrowSymbol',
                          maximumFractionDigits: 0,
                        }),
                        unit,
                      },
                    )
                  : intl.formatMessage({ id: 'search.pay.shown' })}
              </option>
            );
          })}
        </Select>
      </Field>
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
    </Form>
  );
}
