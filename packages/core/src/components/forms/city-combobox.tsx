import type { CityMatch } from '@jobboard/contracts';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLang } from '../../lib/lang';
import { useApi } from '../../lib/use-api';
import { Input, Muted } from '../ui/primitives';

/** Keystrokes closer than this make one lookup. */
export const CITY_LOOKUP_DEBOUNCE_MS = 150;

/** GET /api/cities: the municipalities matching `q` (on the server: the list is not shipped). */
export const cityLookupKey = (params: { q?: string; id?: number; lang: 'fr' | 'en' }) => {
  const query = new URLSearchParams({ lang: params.lang });
  if (params.id !== undefined) query.set('id', String(params.id));
  else query.set('q', params.q?.trim() ?? '');
  return `/api/cities?${query.toString()}`;
};

/** The municipality of a stored id (a search URL's `city`, a saved profile), in the page's language. */
export function useCity(id: number | null | undefined): CityMatch | null {
  const lang = useLang();
  const { data } = useApi<{ data: CityMatch[] }>(id ? cityLookupKey({ id, lang }) : null);
  return data?.data[0] ?? null;
}

/** "Trois-Rivières, QC": how a chosen municipality reads in its field. */
export const cityText = (city: CityMatch) => `${city.label}, ${city.province}`;

const Wrap = styled.div`
  position: relative;
  width: 100%;
`;
const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${(p) => p.theme.space[1]} 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.sm};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  cursor: pointer;
  background: ${(p) => (p.$active ? p.theme.colors.page : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${p.theme.colors.primary}` : 'none')};
  outline-offset: -2px;
  &[aria-selected='true'] {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;

export interface CityComboboxProps {
  id: string;
  value: CityMatch | null;
  onChange: (city: CityMatch | null) => void;
  /** A hidden input of this name carries the chosen id (GET forms, FormData). */
  name?: string;
  placeholder?: string;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the elements that describe the field (its error). */
  describedBy?: string;
  /** Test id of the text input. */
  testId?: string;
}

/**
 * The city field (SPEC §9: Places search restricted to Canada): a WAI-ARIA 1.2 combobox with a
 * list popup. Typing looks the municipalities up on the server (GET /api/cities, accents and
 * case ignored); ArrowDown/ArrowUp move through the options, Enter picks one, Escape closes the
 * list (or clears the text when it is closed). The value is the municipality, never the text.
 */
export function CityCombobox(props: CityComboboxProps) {
  const intl = useIntl();
  const lang = useLang();
  const listId = `${props.id}-listbox`;
  const statusId = useId();
  const [text, setText] = useState(props.value ? cityText(props.value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');

  // A value set from outside (a stored city loaded after the first render) shows its name.
  const valueId = props.value?.id;
  useEffect(() => {
    if (props.value) setText(cityText(props.value));
    // Only when the chosen municipality changes, not on each keystroke.
  }, [valueId]);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), CITY_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = open && query.length > 0 && !(props.value && text === cityText(props.value));
  const { data, isLoading } = useApi<{ data: CityMatch[] }>(
    searching ? cityLookupKey({ q: query, lang }) : null,
    { keepPreviousData: true },
  );
  const options = searching ? (data?.data ?? []) : [];
  const expanded = searching && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  const pick = (city: CityMatch) => {
    setText(cityText(city));
    setOpen(false);
    setActive(-1);
    props.onChange(city);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
      );
    } else if (e.key === 'Enter') {
      if (activeOption) {
        e.preventDefault();
        pick(activeOption);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText('');
        props.onChange(null);
      }
    }
  };

  const status = !searching
    ? ''
    : isLoading && !data
      ? intl.formatMessage({ id: 'city.loading' })
      : intl.formatMessage({ id: 'city.results' }, { count: options.length });

  return (
    <Wrap>
      <Input
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${props.id}-option-${activeOption.id}` : undefined}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[props.describedBy, statusId].filter(Boolean).join(' ') || undefined}
        $invalid={props.invalid}
        placeholder={props.placeholder}
        value={text}
        data-testid={props.testId}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (props.value) props.onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      {props.name ? <input type="hidden" name={props.name} value={props.value?.id ?? ''} /> : null}
      <List
        id={listId}
        role="listbox"
        hidden={!expanded}
        aria-label={intl.formatMessage({ id: 'city.options' })}
      >
        {options.map((city, i) => (
          <Option
            key={city.id}
            id={`${props.id}-option-${city.id}`}
            role="option"
            aria-selected={city.id === props.value?.id}
            $active={i === active}
            // Keep the focus in the field: the click picks, the blur would close first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(city)}
          >
            <span>{city.label}</span>
            <Muted>{city.province}</Muted>
          </Option>
        ))}
      </List>
      <span id={statusId} role="status" className="visually-hidden">
        {status}
      </span>
    </Wrap>
  );
}
