import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from './form';

type Sent = Record<string, string | boolean>;

/** A form with every kind of control, controlled, plus one uncontrolled field read on submit. */
function Sample({
  onSent,
  initialName = '',
  initialBio = '',
}: {
  onSent: (v: Sent) => void;
  initialName?: string;
  initialBio?: string;
}) {
  const [name, setName] = useState(initialName);
  const [bio, setBio] = useState(initialBio);
  const [size, setSize] = useState('small');
  const [news, setNews] = useState(false);
  const [when, setWhen] = useState('daily');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onSent({
      name,
      bio,
      size,
      news,
      when,
      free: String(data.get('free')),
      note: String(data.get('note')),
    });
  };
  return (
    <Form method="post" onSubmit={submit} data-testid="sample">
      <input name="name" value={name} onChange={(e) => setName(() => e.target.value)} />
      {/* An updater that reads the event's target when React runs it, as the company form's. */}
      <textarea name="bio" value={bio} onChange={(e) => setBio(() => e.target.value)} />
      <select name="size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="small">small</option>
        <option value="large">large</option>
      </select>
      <input
        type="checkbox"
        name="news"
        checked={news}
        onChange={(e) => setNews(e.target.checked)}
      />
      {['daily', 'weekly'].map((v) => (
        <input
          key={v}
          type="radio"
          name="when"
          value={v}
          checked={when === v}
          onChange={() => setWhen(v)}
        />
      ))}
      <input name="free" defaultValue="" />
      <textarea name="note" defaultValue={initialBio} />
      <button type="submit">send</button>
    </Form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's markup in the page, typed into before hydration, then hydrated. */
async function typeThenHydrate(
  type: (form: HTMLFormElement) => void,
  initialName = '',
  initialBio = '',
): Promise<{ form: HTMLFormElement; sent: Sent[] }> {
  const sent: Sent[] = [];
  const sample = (
    <Sample onSent={(v) => sent.push(v)} initialName={initialName} initialBio={initialBio} />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(sample);
  document.body.append(container);
  const form = container.querySelector('form')!;
  type(form);
  // Hydrated as in a browser, outside act(): a replayed change re-renders the form at once (a
  // discrete event), between one replayed field and the next.
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flags.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    root = hydrateRoot(container, sample);
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = true;
  }
  return { form, sent };
}

const control = <T extends Element>(form: HTMLFormElement, selector: string) =>
  form.querySelector(selector) as unknown as T;

describe('Form keeps what was typed before hydration', () => {
  it('every kind of control reaches the state, and the submit sends it', async () => {
    const { form, sent } = await typeThenHydrate((f) => {
      control<HTMLInputElement>(f, '[name=name]').value = 'Hôtel du Lac';
      control<HTMLTextAreaElement>(f, '[name=bio]').value = 'Au bord de l’eau';
      control<HTMLSelectElement>(f, '[name=size]').value = 'large';
      control<HTMLInputElement>(f, '[name=news]').checked = true;
      control<HTMLInputElement>(f, '[name=when][value=weekly]').checked = true;
      control<HTMLInputElement>(f, '[name=free]').value = 'libre';
    });
    // A re-render (here the submit's) would have put the state's empty values back.
    act(() => {
      form.requestSubmit();
    });
    expect(sent).toEqual([
      {
        name: 'Hôtel du Lac',
        bio: 'Au bord de l’eau',
        size: 'large',
        news: true,
        when: 'weekly',
        free: 'libre',
        note: '',
      },
    ]);
    expect(control<HTMLInputElement>(form, '[name=name]').value).toBe('Hôtel du Lac');
    expect(control<HTMLInputElement>(form, '[name=news]').checked).toBe(true);
    expect(control<HTMLInputElement>(form, '[name=when][value=weekly]').checked).toBe(true);
  });

  it('a field edited from its server value keeps the edit; untouched fields keep theirs', async () => {
    const { form, sent } = await typeThenHydrate((f) => {
      control<HTMLInputElement>(f, '[name=name]').value = 'Nouveau nom';
    }, 'Ancien nom');
    act(() => {
      form.requestSubmit();
    });
    expect(sent[0]).toMatchObject({ name: 'Nouveau nom', size: 'small', news: false });
  });

  it('nothing typed: nothing replayed', async () => {
    const { form, sent } = await typeThenHydrate(() => undefined, 'Ancien nom');
    act(() => {
      form.requestSubmit();
    });
    expect(sent[0]).toEqual({
      name: 'Ancien nom',
      bio: '',
      size: 'small',
      news: false,
      when: 'daily',
      free: '',
      note: '',
    });
  });

  it('a pre-filled textarea keeps the edit, though hydrating puts its server text back', async () => {
    const { form, sent } = await typeThenHydrate(
      (f) => {
        // As a browser reports typing: the value, then an input event (no script handles it yet).
        for (const name of ['bio', 'note']) {
          const area = control<HTMLTextAreaElement>(f, `[name=${name}]`);
          area.value = `${area.value} et son quai`;
          area.dispatchEvent(new Event('input', { bubbles: true }));
        }
      },
      '',
      'Au bord de l’eau',
    );
    act(() => {
      form.requestSubmit();
    });
    expect(sent[0]).toMatchObject({
      bio: 'Au bord de l’eau et son quai',
      note: 'Au bord de l’eau et son quai',
    });
    expect(control<HTMLTextAreaElement>(form, '[name=bio]').value).toBe(
      'Au bord de l’eau et son quai',
    );
  });
});
