import type { CityMatch } from '@jobboard/contracts';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@jobboard/contracts/routes';
import { Button } from '../../../components/ui/primitives';
import { CityCombobox } from '../../../components/forms/city-combobox';
import { useLang } from '../../../lib/lang';
import { parseFilters } from '../../../lib/search/query';
import { KeywordField } from './keyword-field';
import { RadiusSelect } from './search-filters';
import { CITY_NAME_PARAM } from '../../../lib/search/city-param';

const Form = styled.form<{ $radius: boolean }>`
  display: grid;
  grid-template-columns: ${(p) =>
    p.$radius
      ? // The radius as wide as its longest choice ("Ville seulement"), never cut.
        'minmax(0, 3fr) minmax(0, 2fr) auto auto'
      : 'minmax(0, 3fr) minmax(0, 2fr) auto'};
  gap: ${(p) => p.theme.space[2]};
  max-width: 760px;
  width: 100%;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * The home page search: keyword and city (a municipality of Canada). A plain GET form
 * that also works before hydration; the keyword is uncontrolled and read on submit, so words
 * typed before hydration are kept. The city is the picked municipality's id (`city`), or the
 * text typed without picking one (`city_name`), which the search page resolves.
 */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [city, setCity] = useState<CityMatch | null>(null);
  const action = pathTo('findJob', lang);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const q = form.get('q');
    // Text typed but not picked (or typed before the scripts ran): the server names its city.
    const cityName = city ? undefined : String(form.get(CITY_NAME_PARAM) ?? '').trim();
    // The radius is read like the search page reads it (one of the choices, with a city).
    const { radius } = parseFilters(
      new URLSearchParams({
        city: city ? String(city.id) : '',
        radius: String(form.get('radius') ?? ''),
      }),
    );
    navigate(
      pathTo(
        'findJob',
        lang,
        {},
        {
          q: typeof q === 'string' ? q.trim() || undefined : undefined,
          city: city ? [city.id] : undefined,
          radius,
          [CITY_NAME_PARAM]: cityName || undefined,
        },
      ),
    );
  };
  return (
    <Form role="search" action={action} method="get" onSubmit={submit} $radius={city !== null}>
      <div>
        <label htmlFor="search-q" className="visually-hidden">
          {intl.formatMessage({ id: 'search.keyword' })}
        </label>
        <KeywordField
          id="search-q"
          defaultValue={initial}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        />
      </div>
      <div>
        <label htmlFor="search-city" className="visually-hidden">
          {intl.formatMessage({ id: 'city.label' })}
        </label>
        <CityCombobox
          id="search-city"
          name="city"
          textName={CITY_NAME_PARAM}
          value={city}
          onChange={setCity}
          placeholder={intl.formatMessage({ id: 'city.placeholder' })}
          testId="search-city"
        />
      </div>
      {city ? (
        <div>
          <label htmlFor="search-radius" className="visually-hidden">
            {intl.formatMessage({ id: 'search.filter.radius' })}
          </label>
          <RadiusSelect id="search-radius" short />
        </div>
      ) : null}
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
    </Form>
  );
}
