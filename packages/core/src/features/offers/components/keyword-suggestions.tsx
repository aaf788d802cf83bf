import type { SearchSuggestion } from '@jobboard/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useComboboxState } from '../../../components/forms/combobox';
import {
  ComboboxList,
  ComboboxOption,
  comboboxControls,
} from '../../../components/forms/combobox-popup';
import { SEARCH_SUGGESTIONS_MIN_CHARS } from '../../../config/constants';
import { useSearchSuggestions } from '../api/get-search-suggestions';

/** Keystrokes closer than this make one request. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

/** Room for the most suggestions the server gives (eight of 44 px): no scrolling in the list. */
const List = styled(ComboboxList)`
  max-height: none;
`;

/** The highlighted option is outlined; its weight stays for the typed words' bold. */
const SuggestionOption = styled(ComboboxOption)`
  &[aria-selected='true'] {
    font-weight: inherit;
  }
`;

const Label = styled.span`
  overflow-wrap: anywhere;
  b {
    font-weight: ${(p) => p.theme.fontWeights.bold};
  }
`;

/** Letters without accents or case, one for one (so that positions match the label's). */
const fold = (s: string) =>
  Array.from(s, (c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('');

/** The label with the words typed in bold ("infirm" in "Infirmier(ère)"), accents ignored. */
export function Highlighted({ label, typed }: { label: string; typed: string }) {
  const words = typed.trim();
  const folded = fold(label);
  const start = words && folded.length === label.length ? folded.indexOf(fold(words)) : -1;
  if (start < 0) return <Label>{label}</Label>;
  const end = start + words.length;
  return (
    <Label>
      {label.slice(0, start)}
      <b>{label.slice(start, end)}</b>
      {label.slice(end)}
    </Label>
  );
}

/** Facet suggestions name their kind and how many offers carry them; the others their label. */
const FACET_MESSAGES: Partial<Record<SearchSuggestion['kind'], string>> = {
  skill: 'search.suggestionSkill',
  certification: 'search.suggestionCertification',
};

/** "Compétence : Python (9)", the typed words in bold; a title or occupation is its label. */
function SuggestionLabel({ suggestion, typed }: { suggestion: SearchSuggestion; typed: string }) {
  const intl = useIntl();
  const label = <Highlighted key="label" label={suggestion.label} typed={typed} />;
  const message = FACET_MESSAGES[suggestion.kind];
  if (!message || suggestion.offers === undefined) return label;
  return <>{intl.formatMessage({ id: message }, { label, count: suggestion.offers })}</>;
}

export interface KeywordSuggestionsProps {
  /** The field's id (the listbox is `${id}-listbox`). */
  id: string;
  /** The field, rendered by KeywordField and left uncontrolled. */
  input: RefObject<HTMLInputElement | null>;
}

/**
 * Makes the keyword field a WAI-ARIA 1.2 combobox: the suggestions for what is typed (titles and
 * occupations in the page's language, asked after a pause), in a listbox under the field, with
 * the shared combobox keys. Picking one (Enter on the highlighted option, a click, a tap) puts it
 * in the field and submits the form. The field is not this component's: its role, state and
 * listeners are set on the element, and taken off when this goes.
 */
export function KeywordSuggestions({ id, input }: KeywordSuggestionsProps) {
  const intl = useIntl();
  // Ids in the markup are the field's own, readable and the same on every render (no useId).
  const statusId = `${id}-status`;
  const [text, setText] = useState(() => input.current?.value ?? '');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SUGGESTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const popup = useComboboxState();
  const wanted = popup.open && query.length >= SEARCH_SUGGESTIONS_MIN_CHARS;
  const { data } = useSearchSuggestions(wanted ? query : null);
  // keepPreviousData would also give the last list to a field too short to ask.
  const options = wanted ? (data?.data ?? []) : [];
  const combobox = comboboxControls<SearchSuggestion>(popup, {
    id,
    options,
    optionKey: (o) => options.indexOf(o),
    onPick: (suggestion) => {
      const field = input.current;
      if (!field) return;
      field.value = suggestion.label;
      setText(suggestion.label);
      field.form?.requestSubmit();
    },
    onEscapeClosed: () => {
      const field = input.current;
      if (!field?.value) return false;
      field.value = '';
      setText('');
      return true;
    },
  });

  // The element's listeners are set once and call the latest render's handlers.
  const latest = useRef(combobox);
  useLayoutEffect(() => {
    latest.current = combobox;
  });
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const attributes: Record<string, string> = {
      role: 'combobox',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-autocomplete': 'list',
      'aria-controls': `${id}-listbox`,
      'aria-describedby': statusId,
    };
    for (const [name, value] of Object.entries(attributes)) field.setAttribute(name, value);
    const onInput = () => {
      setText(field.value);
      popup.typed();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      // Arrows in a field not typed in since it was enhanced: its text as it is now.
      if (!latest.current.expanded && (e.key === 'ArrowDown' || e.key === 'ArrowUp'))
        setText(field.value);
      latest.current.inputProps.onKeyDown(e);
    };
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', popup.close);
    // Typed while this chunk loaded (or before hydration), in the field still focused: the
    // suggestions for it, as if typed now, not after one more letter.
    if (document.activeElement === field && field.value !== field.defaultValue) onInput();
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', popup.close);
      for (const name of [...Object.keys(attributes), 'aria-expanded', 'aria-activedescendant'])
        field.removeAttribute(name);
    };
  }, [input, id, statusId]);

  const activeId = combobox.activeOption ? combobox.optionId(combobox.activeOption) : undefined;
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(combobox.expanded));
    if (activeId) field.setAttribute('aria-activedescendant', activeId);
    else field.removeAttribute('aria-activedescendant');
  }, [input, combobox.expanded, activeId]);

  return (
    <>
      <List {...combobox.listProps} aria-label={intl.formatMessage({ id: 'search.suggestions' })}>
        {options.map((suggestion, i) => (
          <SuggestionOption
            key={`${i}-${suggestion.label}`}
            {...combobox.optionProps(suggestion, i)}
            aria-selected={i === popup.active}
          >
            <SuggestionLabel suggestion={suggestion} typed={query} />
          </SuggestionOption>
        ))}
      </List>
      <span id={statusId} role="status" className="visually-hidden">
        {combobox.expanded
          ? intl.formatMessage({ id: 'search.suggestionsCount' }, { count: options.length })
          : ''}
      </span>
    </>
  );
}
