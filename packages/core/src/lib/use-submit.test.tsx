import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { renderWithApp } from '../testing/render';
import { ApiError } from './api-client';
import { useSubmit } from './use-submit';
import { stubMatchMedia } from '../testing/match-media';

beforeEach(stubMatchMedia);

/** A sign-in-like form whose attempts are answered in turn: refused, then left pending. */
function Form({ attempts }: { attempts: Array<() => Promise<void>> }) {
  const { run } = useSubmit();
  return (
    <>
      <button type="button" onClick={() => void run(attempts.shift()!)}>
        Envoyer
      </button>
      <LazyToaster />
    </>
  );
}

describe('useSubmit', () => {
  it('takes down the toast of the last attempt when the next one starts', async () => {
    const refused = () =>
      Promise.reject(new ApiError(400, { error: 'invalid_grant', message: 'x' }));
    // The right password: its answer (and the page it leads to) may take a while to come.
    const pending = () => new Promise<void>(() => undefined);
    renderWithApp(<Form attempts={[refused, pending]} />, { url: '/fr/employeur/connexion' });

    fireEvent.click(screen.getByText('Envoyer'));
    const invalid = 'Courriel ou mot de passe invalide.';
    await screen.findByText(invalid, undefined, { timeout: 5000 });

    fireEvent.click(screen.getByText('Envoyer'));
    // Gone once its second of fading out has run, on the same page, the answer still awaited.
    await waitFor(() => expect(screen.queryByText(invalid)).toBeNull(), { timeout: 4000 });
  });
});
