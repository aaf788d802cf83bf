import { Suspense } from 'react';
import { RawIntlProvider } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Container } from '../components/ui/primitives';
import { getLoadedMessages } from '../i18n';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload';
import { lazyComponent } from '../lib/lazy-component';
import { sharedIntl, useCurrentLang } from './root';

// Only an error page shows it: not in every page's first load. The server renders it (its 404
// search is a plain form that works before the page's scripts run); the browser fetches it as it
// hydrates an error page, or when a navigation ends on one.
const ErrorView = lazyComponent(() =>
  import('../components/errors/error-view').then((m) => ({ default: m.ErrorView })),
);

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
      <Suspense fallback={null}>
        <ErrorView status={status} />
      </Suspense>
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
        <Suspense fallback={null}>
          <ErrorView status={status} />
        </Suspense>
      </Container>
    </RawIntlProvider>
  );
}
