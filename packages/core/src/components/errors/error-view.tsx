import { ButtonLink } from '../ui/button-link';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Wrap = styled.div`
  text-align: center;
  padding: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[4]};
  p.status {
    font-size: ${(p) => p.theme.fontSizes['4xl']};
    font-weight: ${(p) => p.theme.fontWeights.bold};
    margin: 0;
  }
`;

/** The error page: status, title and message, and a button back home. */
export function ErrorView({ status, message }: { status: number; message?: string }) {
  const intl = useIntl();
  const kind = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'generic';
  return (
    <Wrap data-error-page={status} role="alert">
      <p className="status">{status}</p>
      <h1>{intl.formatMessage({ id: `errorPage.${kind}.title` })}</h1>
      <p>{message || intl.formatMessage({ id: `errorPage.${kind}.message` })}</p>
      <ButtonLink to="home">{intl.formatMessage({ id: 'errorPage.home' })}</ButtonLink>
    </Wrap>
  );
}
