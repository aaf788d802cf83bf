import { useCallback, useEffect, useRef, type FormHTMLAttributes, type Ref } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The browser's own value setters, past the per-element ones React installs to track changes. */
function nativeSetter(element: Control, property: 'value' | 'checked') {
  const prototype = Object.getPrototypeOf(element) as object;
  return Object.getOwnPropertyDescriptor(prototype, property)?.set;
}

/**
 * The text last typed into each textarea, kept from the page's first script on. React puts a
 * pre-filled textarea back to its server text when it hydrates it (it sets the value from the
 * text content), before any effect could read what was typed; the inputs, selects and boxes
 * keep theirs. So the typed text is recorded as it comes (and what was typed before this module
 * ran is read at once), and the replay takes it from here.
 */
const typedText = new WeakMap<HTMLTextAreaElement, string>();

function recordTextarea(element: HTMLTextAreaElement) {
  typedText.set(element, element.value);
}

if (typeof document !== 'undefined') {
  for (const element of Array.from(document.querySelectorAll('textarea')))
    if (element.value !== element.defaultValue) recordTextarea(element);
  // Capture, on the document: before any handler of the page, and whatever part of it hydrates
  // later.
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLTextAreaElement) recordTextarea(event.target);
    },
    true,
  );
}

/**
 * Hands what the person typed before the scripts took over to the form's state. The server's
 * page is usable at once: a person may type into it while the bundle still loads. React keeps
 * those characters on screen when it hydrates (but a textarea's: see typedText), but a controlled
 * field's state still holds the
 * server's value (the DOM's `defaultValue`), so the first re-render or the submit would throw
 * them away. For each control whose value differs from its default, this replays the change as
 * the browser would have reported it after hydration: the state receives the typed value, and
 * an uncontrolled field (read with FormData on submit) is left as it is.
 *
 * File inputs are left alone: a chosen file cannot be set back, and the forms read their files
 * from the input itself on submit.
 */
export function replayTypedValues(form: HTMLFormElement): void {
  // Every typed value is read before any is replayed: a replayed change re-renders the form at
  // once (a discrete event), and that render puts the state's values back into the other fields.
  const replays: Array<() => void> = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'file' || element.disabled) continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked === element.defaultChecked) continue;
        // A radio is replayed from the one now checked; the group follows.
        if (element.type === 'radio' && !element.checked) continue;
        const typed = element.checked;
        replays.push(() => {
          // The other state through React's tracker, then the browser's own click: React sees
          // the change and calls onChange with the typed choice.
          element.checked = !typed;
          element.click();
        });
        continue;
      }
      if (element.value !== element.defaultValue) replays.push(replayText(element, element.value));
    } else if (element instanceof HTMLTextAreaElement) {
      // What was typed, even when hydrating put the server's text back.
      const typed = typedText.get(element) ?? element.value;
      typedText.delete(element);
      if (!element.disabled && typed !== element.defaultValue)
        replays.push(replayText(element, typed));
    } else if (element instanceof HTMLSelectElement) {
      if (element.disabled) continue;
      const options = Array.from(element.options);
      const typed = options.map((o) => o.selected);
      if (options.some((o) => o.selected !== o.defaultSelected))
        replays.push(() => {
          options.forEach((o, i) => (o.selected = typed[i]!));
          element.dispatchEvent(new Event('change', { bubbles: true }));
        });
    }
  }
  // Replayed after the current task (the hydration's effects): there, React would put the DOM
  // back to the state before it renders the change, and an updater that reads the event's target
  // later (`setValues((v) => ({ ...v, name: e.target.value }))`) would read the old value.
  if (replays.length) queueMicrotask(() => replays.forEach((replay) => replay()));
}

function replayText(element: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  return () => {
    // Through the element (React's tracker records the state's value), then past it: the input
    // event then reports a change from the state's value to the typed one.
    element.value = element.defaultValue;
    nativeSetter(element, 'value')?.call(element, typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * Calls replayTypedValues on the form once it is hydrated (its first effect). In a page rendered
 * in the browser there is nothing typed yet, and nothing to replay.
 */
export function useKeepTypedValues(): (form: HTMLFormElement | null) => void {
  const formRef = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (formRef.current) replayTypedValues(formRef.current);
  }, []);
  return useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
  }, []);
}

export type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method'> & {
  /** Always said: a form sent before hydration goes the browser's way (GET without one). */
  method: 'get' | 'post';
  ref?: Ref<HTMLFormElement>;
  'data-testid'?: string;
};

/**
 * The `<form>` of every form of the site: what was typed into the server's page before the
 * scripts took over reaches the form's state (useKeepTypedValues).
 */
export function Form({ ref, ...props }: FormProps) {
  const keep = useKeepTypedValues();
  const setRef = useCallback(
    (form: HTMLFormElement | null) => {
      keep(form);
      if (typeof ref === 'function') ref(form);
      else if (ref) ref.current = form;
    },
    [keep, ref],
  );
  return <form ref={setRef} {...props} />;
}
