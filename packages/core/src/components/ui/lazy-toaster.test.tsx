import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify';
import { renderWithApp } from '../../testing/render';
import { LazyToaster } from './lazy-toaster';
import { stubMatchMedia } from '../../testing/match-media';

function Page() {
  return (
    <>
      <Link to="/fr/employeur/mes-offres">Mes offres</Link>
      <Link to="/fr/employeur/connexion?redirect=%2Ffr">Même page</Link>
      <LazyToaster />
    </>
  );
}

beforeEach(stubMatchMedia);

describe('LazyToaster', () => {
  // Issue 36: a wrong password, then the right one: the error stayed over « Mes offres ».
  it('takes down the errors of the page left, keeps a success and a query change', async () => {
    renderWithApp(<Page />, { url: '/fr/employeur/connexion' });
    act(() => {
      notify.warning('Courriel ou mot de passe invalide.');
      notify.error('Erreur du serveur.');
      notify.success('Offre publiée.');
    });
    // The toaster and its library load on the first toast.
    await screen.findByText('Courriel ou mot de passe invalide.', undefined, { timeout: 5000 });
    await screen.findByText('Erreur du serveur.');

    fireEvent.click(screen.getByText('Même page'));
    // Let a wrong dismissal have its turn before looking.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Courriel ou mot de passe invalide.')).not.toBeNull();

    fireEvent.click(screen.getByText('Mes offres'));
    // Gone once their second of fading out has run.
    await waitFor(
      () => {
        expect(screen.queryByText('Courriel ou mot de passe invalide.')).toBeNull();
        expect(screen.queryByText('Erreur du serveur.')).toBeNull();
      },
      { timeout: 4000 },
    );
    expect(screen.getByText('Offre publiée.')).toBeTruthy();
  });
});
