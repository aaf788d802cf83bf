import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@jobboard/contracts/routes';
import { useLang } from '../../lib/lang';
import { ButtonLink } from '../ui/button-link';
import { Button, Input } from '../ui/primitives';

const Wrap = styled.div`
  text-align: center;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]};
  p.status {
    font-size: ${(p) => p.theme.fontSizes['4xl']};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    margin: 0;
  }
`;

const Search = styled.form`
  display: flex;
  gap: ${(p) => p.theme.space[2]};
  max-width: 520px;
  margin: 0 auto ${(p) => p.theme.space[5]};
  > input {
    flex: 1;
    min-width: 0;
  }
  @media (max-width: 480px) {
    flex-direction: column;
  }
`;

/**
 * The search of a missing page: a plain GET form to the search page (it works before the page's
 * scripts run), sent by client navigation once they have.
 */
function NotFoundSearch() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const action = pathTo('findJob', lang);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = new FormData(e.currentTarget).get('q');
    const query = typeof q === 'string' ? q.trim() : '';
    navigate(pathTo('findJob', lang, {}, { q: query || undefined }));
  };
  return (
    <Search role="search" method="get" action={action} onSubmit={submit}>
      <label htmlFor="not-found-q" className="visually-hidden">
        {intl.formatMessage({ id: 'search.keyword' })}
      </label>
      <Input
        id="not-found-q"
        name="q"
        type="search"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
      />
      <Button type="submit">{intl.formatMessage({ id: 'search.submit' })}</Button>
    </Search>
  );
}

/**
 * The error page: status, title and message, and a button back home. A missing page (404) says
 * what may have happened and offers the job search, so that it is not a dead end.
 */
export function ErrorView({ status, message }: { status: number; message?: string }) {
  const intl = useIntl();
  const kind =
    status === 404
      ? 'notFound'
      : status === 403
        ? 'forbidden'
        : status === 503
          ? 'unavailable'
          : 'generic';
  const notFound = kind === 'notFound';
  return (
    <Wrap data-error-page={status} role={notFound ? undefined : 'alert'}>
      <p className="status">{status}</p>
      {/* A 404's heading is its message ("This page could not be found"); the paragraph helps. */}
      <h1>{intl.formatMessage({ id: `errorPage.${kind}.${notFound ? 'message' : 'title'}` })}</h1>
      <p>
        {notFound
          ? intl.formatMessage({ id: 'errorPage.notFound.help' })
          : message || intl.formatMessage({ id: `errorPage.${kind}.message` })}
      </p>
      {notFound ? <NotFoundSearch /> : null}
      <ButtonLink to="home" $variant={notFound ? 'secondary' : undefined}>
        {intl.formatMessage({ id: 'errorPage.home' })}
      </ButtonLink>
    </Wrap>
  );
}
