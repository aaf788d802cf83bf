import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBoardAttributesKey } from '../../../features/offers/api/get-board-attributes';
import { SKILLS_KEY } from '../../../features/profile/api/skills';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import page from './skill-form';

const brand = testBrand();
const skill = (id: number, fr: string) => ({
  id,
  type: 'skill',
  label: { fr, en: fr },
  slug: { fr: fr.toLowerCase(), en: fr.toLowerCase() },
});
const fallback = {
  [SKILLS_KEY]: { data: [] },
  [getBoardAttributesKey(brand.manifest.name)]: {
    data: { attributes: { skill: [skill(7, 'Microsoft Excel'), skill(8, 'SQL')] } },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the skill form', () => {
  // Issue 36: it opened on « Microsoft Excel », level 3, and « Enregistrer » added it.
  it('starts empty and names both choices left to make, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<page.Component />, { brand, url: '/fr/profile/skills/add', fallback });
    const skillSelect = screen.getByLabelText<HTMLSelectElement>('Compétence');
    const levelSelect = screen.getByLabelText<HTMLSelectElement>('Niveau');
    expect(skillSelect.value).toBe('');
    expect(skillSelect.selectedOptions[0]?.textContent).toBe('Choisissez une compétence');
    expect(levelSelect.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByTestId('error-summary').textContent).toBe('2 champs sont à corriger.'),
    );
    expect(document.getElementById('skill-id-error')?.textContent).toBe('Veuillez faire un choix.');
    expect(document.getElementById('skill-level-error')?.textContent).toBe(
      'Veuillez faire un choix.',
    );
    expect(skillSelect.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
