import type { Attribute, City } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '../../../config/routes';
import { Button, Field, Input, Select } from '../../../components/ui/primitives';
import { useLang } from '../../../lib/lang';
import { attrLabel, sortCategories } from '../../../lib/localize';
import type { BoardAttributes } from '../api/get-board-attributes';
import { filtersToQuery, type SearchFilters } from '../api/search-query';

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
  const [state, setState] = useState({
    q: filters.q ?? '',
    category: String(filters.category?.[0] ?? ''),
    specialization: String(filters.specialization?.[0] ?? ''),
    city: String(filters.city?.[0] ?? ''),
    schedule: String(filters.schedule?.[0] ?? ''),
    experience: String(filters.experience?.[0] ?? ''),
  });
  const set = (name: keyof typeof state) => (e: { target: { value: string } }) =>
    setState((s) => ({
      ...s,
      [name]: e.target.value,
      ...(name === 'category' ? { specialization: '' } : {}),
    }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ids = (v: string) => (v ? [Number(v)] : undefined);
    const next: SearchFilters = {
      q: state.q.trim() || undefined,
      category: ids(state.category),
      specialization: ids(state.specialization),
      city: ids(state.city),
      schedule: ids(state.schedule),
      experience: ids(state.experience),
    };
    navigate(pathTo('findJob', lang, {}, filtersToQuery(next)));
  };

  const attrs = attributes?.attributes;
  const categories = sortCategories(attrs?.category ?? [], lang);
  const specializations = (attrs?.specialization ?? []).filter(
    (s) => !state.category || String(s.parent_id) === state.category,
  );
  const options = (list: Array<Attribute | City>) =>
    list.map((a) => (
      <option key={a.id} value={a.id}>
        {'label' in a && typeof a.label === 'string' ? a.label : attrLabel(a as Attribute, lang)}
      </option>
    ));
  const select = (
    name: 'category' | 'specialization' | 'city' | 'schedule' | 'experience',
    list: Array<Attribute | City>,
  ) => (
    <Field id={`filter-${name}`} label={intl.formatMessage({ id: `search.filter.${name}` })}>
      <Select id={`filter-${name}`} name={name} value={state[name]} onChange={set(name)}>
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
      onSubmit={submit}
      data-testid="search-filters"
    >
      <Field id="filter-q" label={intl.formatMessage({ id: 'search.keyword' })}>
        <Input id="filter-q" name="q" type="search" value={state.q} onChange={set('q')} />
      </Field>
      {select('category', categories)}
      {select('specialization', specializations)}
      {select('city', attributes?.cities ?? [])}
      {select('schedule', attrs?.schedule ?? [])}
      {select('experience', attrs?.experience ?? [])}
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
    </Form>
  );
}
