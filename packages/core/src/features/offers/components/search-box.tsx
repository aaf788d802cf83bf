import type { FormEvent } from 'react';
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

/**
 * The home page keyword search: a plain GET form that also works before hydration. The field is
 * uncontrolled and read on submit, so words typed before hydration are kept.
 */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const action = pathTo('findJob', lang);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = new FormData(e.currentTarget).get('q');
    navigate(
      pathTo('findJob', lang, {}, { q: typeof q === 'string' ? q.trim() || undefined : undefined }),
    );
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
        defaultValue={initial}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
      />
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
    </Form>
  );
}
