import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '../../../config/routes';
import { Button, Input } from '../../../components/ui/primitives';
import { useLang } from '../../../lib/lang';

const Form = styled.form`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
  max-width: 640px;
  width: 100%;
`;

/** The home page keyword search: a plain GET form that also works before hydration. */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const action = pathTo('findJob', lang);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(pathTo('findJob', lang, {}, { q: q.trim() }));
  };
  return (
    <Form role="search" action={action} method="get" onSubmit={submit}>
      <label htmlFor="search-q" className="visually-hidden">
        {intl.formatMessage({ id: 'search.keyword' })}
      </label>
      <Input
        id="search-q"
        name="q"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
      />
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
    </Form>
  );
}
