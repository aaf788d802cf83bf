import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMyAlertsKey } from '../../../features/alerts/api/alerts';
import { getDocumentsKey } from '../../../features/profile/api/documents';
import { getSpecializationsKey } from '../../../features/profile/api/specializations';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import { ProfileNextSteps } from './profile-next-steps';

const board = testBrand().manifest.name;
const answers = (documents: unknown[], specializations: unknown[], alerts: unknown[]) => ({
  [getDocumentsKey(board)]: { data: documents },
  [getSpecializationsKey(board)]: { data: specializations },
  [getMyAlertsKey(board)]: { data: alerts },
});
const resume = { id: 1, type: 'resume', name: 'CV.pdf' };

describe('ProfileNextSteps', () => {
  it('lists a new candidate’s three steps in order, each a link', () => {
    renderWithApp(<ProfileNextSteps />, { fallback: answers([], [], []) });
    const steps = screen.getByTestId('profile-next-steps').querySelectorAll('li');
    expect([...steps].map((li) => li.dataset.step)).toEqual(['resume', 'specializations', 'alert']);
    expect(steps[0]!.querySelector('a')!.getAttribute('href')).toBe('#profile-documents');
    expect(steps[2]!.querySelector('a')!.getAttribute('href')).toBe('/fr/trouver-un-emploi');
    expect(screen.getByRole('heading', { name: 'Pour bien commencer' })).toBeTruthy();
  });

  it('ticks what is done (a cover letter is no resume), and goes once all is', () => {
    const { unmount } = renderWithApp(<ProfileNextSteps />, {
      fallback: answers([{ ...resume, type: 'cover_letter' }], [{ id: 9 }], []),
    });
    const done = [...document.querySelectorAll('li.done')].map(
      (li) => (li as HTMLElement).dataset.step,
    );
    expect(done).toEqual(['specializations']);
    expect(document.querySelector('li.done .visually-hidden')!.textContent).toBe(' (fait)');
    unmount();
    renderWithApp(<ProfileNextSteps />, { fallback: answers([resume], [{ id: 9 }], [{ id: 3 }]) });
    expect(screen.queryByTestId('profile-next-steps')).toBeNull();
  });
});
