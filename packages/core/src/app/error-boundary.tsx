import { RawIntlProvider } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from '../components/errors/error-view';
import { Container } from '../components/ui/primitives';
import { getLoadedMessages } from '../i18n';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { sharedIntl, useCurrentLang } from './root';

function useErrorStatus(): number {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof window !== 'undefined' && isChunkLoadError(error)) reloadAfterChunkError();
  return 500;
}

/** Per-route boundary: the error page inside the layout (header and footer stay). */
export function RouteErrorBoundary() {
  const status = useErrorStatus();
  return (
    <Container>
      <ErrorView status={status} />
    </Container>
  );
}

/** Last resort when the shell itself fails: its own messages provider. */
export function RootErrorBoundary() {
  const status = useErrorStatus();
  const lang = useCurrentLang();
  return (
    <RawIntlProvider value={sharedIntl(lang, getLoadedMessages(lang) ?? {})}>
      <Container>
        <ErrorView status={status} />
      </Container>
    </RawIntlProvider>
  );
}
