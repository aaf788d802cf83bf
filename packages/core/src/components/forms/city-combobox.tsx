import type { CityMatch, DataOf } from '@jobboard/contracts';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../lib/lang';
import { useApi } from '../../lib/use-api';
import { Input, Muted } from '../ui/primitives';
import { ComboboxWrap, useComboboxPopup, useComboboxState } from './combobox';

/** Keystrokes closer than this make one lookup. */
export const CITY_LOOKUP_DEBOUNCE_MS = 150;

/**
 * GET /api/cities: the municipalities matching `q` (on the server: the list is not shipped), the
 * one of `id`, or the one a typed `name` names (components/forms/city-name.ts).
 */
export const cityLookupKey = (params: {
  q?: string;
  id?: number;
  name?: string;
  lang: 'fr' | 'en';
}) => {
  const query = new URLSearchParams({ lang: params.lang });
  if (params.id !== undefined) query.set('id', String(params.id));
  else if (params.name !== undefined) query.set('name', params.name);
  else query.set('q', params.q?.trim() ?? '');
  return `/api/cities?${query.toString()}`;
};

/** The municipality of a stored id (a search URL's `city`, a saved profile), in the page's language. */
export function useCity(id: number | null | undefined): CityMatch | null {
  const lang = useLang();
  const { data } = useApi<DataOf<CityMatch[]>>(id ? cityLookupKey({ id, lang }) : null);
  return data?.data[0] ?? null;
}

/** "Trois-Rivières, QC": how a chosen municipality reads in its field. */
export const cityText = (city: CityMatch) => `${city.label}, ${city.province}`;

export interface CityComboboxProps {
  id: string;
  value: CityMatch | null;
  onChange: (city: CityMatch | null) => void;
  /** The text the person typed (each keystroke, and what was typed before hydration). */
  onText?: (text: string) => void;
  /** The text the field starts with when no municipality is picked (typed before it remounted). */
  defaultText?: string;
  /** A hidden input of this name carries the chosen id (GET forms, FormData). */
  name?: string;
  /**
   * The name the text goes by in a GET form: a search sent before the scripts run, without
   * JavaScript, or with a city typed but not picked still names its city (the server resolves it).
   */
  textName?: string;
  placeholder?: string;
  required?: boolean;
  invalid?: boolean;
  /** Ids of the elements that describe the field (its error). */
  describedBy?: string;
  /** Test id of the text input. */
  testId?: string;
}

/**
 * The city field (the municipalities of Canada): a WAI-ARIA 1.2 combobox with a
 * list popup. Typing looks the municipalities up on the server (GET /api/cities, accents and
 * case ignored); ArrowDown/ArrowUp move through the options, Enter picks one, Escape closes the
 * list (or clears the text when it is closed). The value is the municipality, never the text.
 */
export function CityCombobox(props: CityComboboxProps) {
  const intl = useIntl();
  const lang = useLang();
  // Ids in the markup are the field's own, readable and the same on every render (no useId).
  const statusId = `${props.id}-status`;
  const [text, setText] = useState(props.value ? cityText(props.value) : (props.defaultText ?? ''));
  const [query, setQuery] = useState('');
  const popup = useComboboxState();
  const [ui, loadUi] = useComboboxPopup();
  const field = useRef<HTMLInputElement>(null);

  /** New text in the field: a keystroke, or text typed before the scripts took over. */
  const typed = (input: HTMLInputElement) => {
    setText(input.value);
    props.onText?.(input.value);
    // Text no longer names the picked municipality: nothing is picked until one is chosen again.
    // Said even when nothing shows as picked: a stored city whose name is still loading would
    // otherwise arrive after the keystroke and write its name over what the person typed.
    props.onChange(null);
    // The list is for the person in the field: text replayed into a field they have left (a
    // form's replay after hydration) opens nothing they would have to close.
    if (document.activeElement !== input) return;
    loadUi();
    popup.typed();
  };

  // The server's page takes text before its scripts run: what differs from the server's value
  // then is the person's, and becomes the field's text (looked up, and listed if they are still
  // in the field) instead of being wiped by the next render.
  useEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) typed(input);
    // Once, on the first render in the browser (the hydration).
  }, []);

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
  const searching =
    popup.open && query.length > 0 && !(props.value && text === cityText(props.value));
  const { data, isLoading } = useApi<DataOf<CityMatch[]>>(
    searching ? cityLookupKey({ q: query, lang }) : null,
    { keepPreviousData: true },
  );
  const options = searching ? (data?.data ?? []) : [];
  const combobox = ui?.comboboxControls(popup, {
    id: props.id,
    options,
    optionKey: (city) => city.id,
    onPick: (city) => {
      setText(cityText(city));
      props.onChange(city);
    },
    onEscapeClosed: () => {
      if (!text) return false;
      setText('');
      // The text is gone for the form too: a form that names a city from it must not name one.
      props.onText?.('');
      props.onChange(null);
      return true;
    },
  });

  const status = !searching
    ? ''
    : isLoading && !data
      ? intl.formatMessage({ id: 'city.loading' })
      : intl.formatMessage({ id: 'city.results' }, { count: options.length });

  const listId = `${props.id}-listbox`;
  const listLabel = intl.formatMessage({ id: 'city.options' });
  return (
    <ComboboxWrap>
      <Input
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        {...combobox?.inputProps}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[props.describedBy, statusId].filter(Boolean).join(' ') || undefined}
        $invalid={props.invalid}
        placeholder={props.placeholder}
        ref={field}
        name={props.textName}
        value={text}
        data-testid={props.testId}
        onFocus={loadUi}
        onBlur={popup.close}
        onChange={(e) => typed(e.target)}
      />
      {props.name ? <input type="hidden" name={props.name} value={props.value?.id ?? ''} /> : null}
      {ui && combobox ? (
        <ui.ComboboxList {...combobox.listProps} aria-label={listLabel}>
          {options.map((city, i) => (
            <ui.ComboboxOption
              key={city.id}
              {...combobox.optionProps(city, i)}
              aria-selected={city.id === props.value?.id}
            >
              <span>{city.label}</span>
              <Muted>{city.province}</Muted>
            </ui.ComboboxOption>
          ))}
        </ui.ComboboxList>
      ) : (
        // The listbox the field names, before the popup's code has come.
        <ul id={listId} role="listbox" hidden aria-label={listLabel} />
      )}
      <span id={statusId} role="status" className="visually-hidden">
        {status}
      </span>
    </ComboboxWrap>
  );
}
