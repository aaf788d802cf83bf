import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/primitives';
import { RouteLink } from '../../../components/ui/route-link';
import { useMe } from '../../../lib/get-me';
import type { SearchFilters } from '../../../lib/search/query';

const loadForm = () => import('./alert-form');
const AlertForm = lazy(loadForm);

const Box = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
  margin-bottom: ${(p) => p.theme.space[4]};
  padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.components.card.radius};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  /* On a phone the box is its heading and button: the first offer shows on the first screen. */
  .intro {
    display: none;
  }
  ${(p) => p.theme.media.md} {
    .intro {
      display: block;
    }
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[3]};
  .text {
    flex: 1 1 16rem;
    display: flex;
    gap: ${(p) => p.theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: 0 0 auto;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.primary};
  }
`;
const Done = styled.p`
  && {
    margin: 0;
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.success};
    color: ${(p) => p.theme.colors.onSuccess};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a {
    color: inherit;
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

function Bell() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

/**
 * "Get these offers by e-mail" on the search pages: saves the search's filters as a
 * daily or weekly alert. A signed-in candidate's is saved at once (and listed on My alerts); a
 * visitor gives an address and confirms the alert from the mail it receives. The form
 * (alert-form.tsx) is its own chunk, fetched when "Create an alert" is pressed or approached.
 */
export function AlertBox({ filters }: { filters: SearchFilters }) {
  const intl = useIntl();
  const { user, isCandidate } = useMe();
  const signedIn = !!user && isCandidate;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ message: string; confirmed: boolean } | null>(null);
  // One box on a search page: a readable id of its own (no useId in the markup).
  const id = 'search-alert';
  const t = (key: string) => intl.formatMessage({ id: key });
  const preload = () => void loadForm();

  return (
    <Box aria-labelledby={`${id}-title`} data-testid="alert-box">
      <Head>
        <div className="text">
          <Bell />
          <div>
            <h2 id={`${id}-title`}>{t('alerts.box.title')}</h2>
            <p className="intro">{t('alerts.box.intro')}</p>
          </div>
        </div>
        {!open && !done ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setOpen(true)}
            onPointerDown={preload}
            onFocus={preload}
            aria-expanded={false}
            aria-controls={`${id}-form`}
            data-testid="alert-open"
          >
            {t('alerts.box.open')}
          </Button>
        ) : null}
      </Head>
      {open ? (
        <Suspense fallback={null}>
          <AlertForm
            id={id}
            filters={filters}
            signedIn={signedIn}
            onSaved={(answer) => {
              setDone(answer);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      <div role="status" aria-live="polite" data-testid="alert-status">
        {done ? (
          <Done>
            {done.message}
            {done.confirmed ? (
              <>
                {' '}
                <RouteLink to="myAlerts">{t('alerts.box.manage')}</RouteLink>
              </>
            ) : null}
          </Done>
        ) : null}
      </div>
    </Box>
  );
}
