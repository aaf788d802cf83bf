import { useEffect, useState, type FormEvent } from 'react';
import type { CityMatch } from '@jobboard/contracts';
import { CITY_RADII_KM } from '@jobboard/contracts/constants';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CityCombobox, useCity } from '../../../components/forms/city-combobox';
import { CITY_NAME_PARAM, withTypedCity } from '../../../lib/search/city-param';
import { Button, Field, Select } from '../../../components/ui/primitives';
import type { SearchAttributes } from '../api/get-board-attributes';
import {
  PAY_CHOICES,
  parseFilters,
  payChoiceOf,
  type SearchFilters,
} from '../../../lib/search/query';
import { KeywordField } from './keyword-field';

const Form = styled.form<{ $radius: boolean; $collapsed: boolean }>`
  position: relative;
  display: grid;
  gap: ${(p) => p.theme.space[2]};
  grid-template-columns: 1fr;
  align-items: end;
  margin-bottom: ${(p) => p.theme.space[5]};
  padding: ${(p) => p.theme.space[3]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.components.card.radius};
  /* The city, radius, pay and button: grid items of the form itself from 768 px. */
  .more {
    display: contents;
  }
  .more-toggle,
  .more-button {
    display: none;
  }
  /* On a phone, once a search ran, the form is one line — the keywords and a button that
     opens the rest — so the results start on the first screen. A checkbox and its label:
     it works before (and without) JavaScript. */
  ${(p) =>
    p.$collapsed &&
    `grid-template-columns: minmax(0, 1fr) auto;
    .more-toggle {
      display: block;
      position: absolute;
      width: 1px;
      height: 1px;
      opacity: 0;
    }
    .more-button {
      display: inline-flex;
    }
    .more-toggle:focus-visible + .more-button {
      outline: 3px solid ${p.theme.colors.focus};
      outline-offset: 2px;
    }
    .more {
      display: none;
      grid-column: 1 / -1;
      gap: ${p.theme.space[2]};
    }
    .more-toggle:checked ~ .more {
      display: grid;
    }`}
  ${(p) => p.theme.media.md} {
    gap: ${(p) => p.theme.space[3]};
    padding: ${(p) => p.theme.space[4]};
    grid-template-columns: minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) auto;
    .more,
    .more-toggle:checked ~ .more {
      display: contents;
    }
    .more-toggle,
    .more-button {
      display: none;
    }
  }
  /* With the radius, a tablet has no room for five fields on one line: the keywords get the
     first line, the city, its radius, the pay and the button the second (five on one line from xl).
     The radius column is as wide as its longest choice ("Ville seulement"), never cut. */
  ${(p) =>
    p.$radius &&
    `${p.theme.media.md} {
      grid-template-columns: minmax(0, 1.4fr) auto minmax(8rem, 1fr) auto;
      > div:first-child {
        grid-column: 1 / -1;
      }
    }
    ${p.theme.media.xl} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1.4fr) auto minmax(8rem, 1fr) auto;
      > div:first-child {
        grid-column: auto;
      }
    }`}
  > div {
    margin: 0;
  }
`;

/**
 * The search bar of the find-a-job page: keywords and city, a GET form that also works before
 * hydration (its fields are read from the form on submit, so what was typed before hydration
 * counts). The filters chosen beside the results are kept (hidden fields without JavaScript).
 */
export function SearchFilters({
  filters,
  action,
  hrefOf,
  navigate,
  collapsed = false,
}: {
  filters: SearchFilters;
  attributes: SearchAttributes['data'] | undefined;
  /** A search ran: on a phone, the form folds to its keywords and a button for the rest. */
  collapsed?: boolean;
  /** The form's GET action (the current path). */
  action: string;
  hrefOf: (next: SearchFilters) => string;
  navigate: (href: string) => void;
}) {
  const intl = useIntl();
  const urlCity = filters.city?.[0];
  const stored = useCity(urlCity);
  // undefined: untouched (the URL's city); null: cleared; a municipality: picked.
  const [picked, setPicked] = useState<CityMatch | null | undefined>(undefined);
  useEffect(() => setPicked(undefined), [urlCity]);
  const cityValue = picked === undefined ? stored : picked;
  const cityId = picked === undefined ? urlCity : picked?.id;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(e.currentTarget))
      if (typeof value === 'string') fields.append(name, value);
    const typed = parseFilters(fields);
    // Text typed but not picked (or typed before the scripts ran): the server names its city.
    const cityName = typed.city ? '' : (fields.get(CITY_NAME_PARAM) ?? '').trim();
    navigate(
      withTypedCity(
        hrefOf({
          ...filters,
          q: typed.q,
          city: typed.city,
          radius: typed.radius,
          pay: typed.pay,
          pay_min: typed.pay_min,
          pay_unit: typed.pay_unit,
          page: undefined,
        }),
        cityName,
      ),
    );
  };
  const kept = (['category', 'specialization', 'schedule', 'experience'] as const).filter(
    (name) => filters[name]?.length,
  );
  return (
    <Form
      role="search"
      method="get"
      action={action}
      onSubmit={submit}
      data-testid="search-filters"
      $radius={cityId !== undefined}
      $collapsed={collapsed}
    >
      <Field id="filter-q" label={intl.formatMessage({ id: 'search.keyword' })}>
        <KeywordField
          id="filter-q"
          defaultValue={filters.q ?? ''}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        />
      </Field>
      <input
        type="checkbox"
        id="search-more"
        className="more-toggle"
        aria-controls="search-more-fields"
      />
      <Button as="label" htmlFor="search-more" className="more-button" $variant="ghost">
        {intl.formatMessage(
          { id: 'search.moreFields' },
          { count: (urlCity !== undefined ? 1 : 0) + (payChoiceOf(filters) ? 1 : 0) },
        )}
      </Button>
      <div className="more" id="search-more-fields">
        <Field id="filter-city" label={intl.formatMessage({ id: 'search.filter.city' })}>
          <CityCombobox
            id="filter-city"
            value={cityValue}
            onChange={setPicked}
            textName={CITY_NAME_PARAM}
            placeholder={intl.formatMessage({ id: 'city.placeholder' })}
          />
          {/* The URL's city until another is picked, even before its name has loaded. */}
          <input type="hidden" name="city" value={cityId ?? ''} />
        </Field>
        {cityId !== undefined ? (
          // The radius belongs to the city it was chosen for: another city starts at the city
          // alone (the server's redirect of a typed city does the same, lib/search/typed-city.ts).
          <RadiusControl
            key={cityId}
            defaultValue={cityId === urlCity ? filters.radius : undefined}
          />
        ) : null}
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
        {kept.map((name) => (
          <input key={name} type="hidden" name={name} value={filters[name]!.join(',')} />
        ))}
        {filters.remote ? <input type="hidden" name="remote" value="1" /> : null}
        {filters.posted ? <input type="hidden" name="posted" value={filters.posted} /> : null}
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
      </div>
    </Form>
  );
}

/**
 * The radius choices around a city (the form's `radius`): the city only, or every municipality
 * within one of CITY_RADII_KM of it. `short`: "+ 25 km" after the city (a search box whose labels
 * are hidden: "Laval, QC" then "+ 25 km") rather than "25 km" under a visible "Within".
 */
export function RadiusSelect({
  id,
  defaultValue,
  short = false,
}: {
  id: string;
  defaultValue?: number;
  short?: boolean;
}) {
  const intl = useIntl();
  return (
    <Select id={id} name="radius" defaultValue={defaultValue ?? ''} data-testid={id}>
      <option value="">{intl.formatMessage({ id: 'search.radius.cityOnly' })}</option>
      {CITY_RADII_KM.map((km) => (
        <option key={km} value={km}>
          {intl.formatMessage({ id: short ? 'search.radius.plus' : 'search.radius.km' }, { km })}
        </option>
      ))}
    </Select>
  );
}

/** "Within" beside the search bar's city, once there is one (read with the city on submit). */
export function RadiusControl({ defaultValue }: { defaultValue?: number }) {
  const intl = useIntl();
  return (
    <Field id="filter-radius" label={intl.formatMessage({ id: 'search.filter.radius' })}>
      <RadiusSelect id="filter-radius" defaultValue={defaultValue} />
    </Field>
  );
}
