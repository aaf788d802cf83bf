import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ComboboxWrap } from '../../../components/forms/combobox';
import { Input } from '../../../components/ui/primitives';
import { canPrefetch } from '../../../lib/prefetch';
import type { KeywordSuggestionsProps } from './keyword-suggestions';

/** The suggestions' code: fetched on the field's first focus, not with the page. */
const loadSuggestions = () => import('./keyword-suggestions');

export interface KeywordFieldProps {
  id: string;
  name?: string;
  defaultValue?: string;
  placeholder?: string;
}

/**
 * The keyword field of the search forms: a plain search input that the GET form submits, as the
 * server renders it. On its first focus, unless the connection is 2g or saves data, the
 * suggestions load and make it a combobox (KeywordSuggestions) over the same <input>: the text
 * stays uncontrolled, so what was typed before hydration counts and the form reads it on submit.
 */
export function KeywordField({ id, name = 'q', defaultValue, placeholder }: KeywordFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<KeywordSuggestionsProps>>();
  const enhance = () => {
    // Not on 2g or with data-saver on (the rule of prefetching): not even the code.
    if (Suggestions || !canPrefetch()) return;
    // A chunk that fails to load leaves the plain field, which still searches.
    loadSuggestions().then(
      (m) => setSuggestions(() => m.KeywordSuggestions),
      () => undefined,
    );
  };
  // Tapped while the page was the server's: no focus event comes once the app has taken over,
  // so the suggestions load now rather than on a second tap.
  useEffect(() => {
    if (document.activeElement === input.current) enhance();
  }, []);
  return (
    <ComboboxWrap>
      <Input
        ref={input}
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        onFocus={enhance}
      />
      {Suggestions ? <Suggestions id={id} input={input} /> : null}
    </ComboboxWrap>
  );
}
