import type { Attribute } from '@jobboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import { getSpecializationsKey } from '../api/specializations';
import { SpecializationsPanel } from './specializations-panel';

const attribute = (id: number, type: Attribute['type'], label: string, parent: number | null) => ({
  id,
  type,
  label: { fr: label, en: label },
  slug: { fr: `s${id}`, en: `s${id}` },
  parent_id: parent,
});
const CATEGORIES = [
  attribute(1, 'category', 'Administration', null),
  attribute(2, 'category', 'Génie', null),
];
const SPECIALIZATIONS = [
  attribute(1001, 'specialization', 'Réception', 1),
  attribute(1002, 'specialization', 'Secrétariat', 1),
  attribute(2001, 'specialization', 'Génie civil', 2),
];

afterEach(() => vi.restoreAllMocks());

describe('SpecializationsPanel', () => {
  it('lists the categories as disclosures that say how many are chosen, and saves the choice', async () => {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      posted.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const brand = testBrand();
    renderWithApp(
      <SpecializationsPanel categories={CATEGORIES} specializations={SPECIALIZATIONS} />,
      {
        brand,
        fallback: { [getSpecializationsKey(brand.manifest.name)]: { data: [SPECIALIZATIONS[0]] } },
      },
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [administration, genie] = items.map((item) => item.querySelector('details')!);
    // The category with a chosen specialization is open and counts it; the other is closed.
    expect(administration!.open).toBe(true);
    expect(administration!.querySelector('summary')!.textContent).toBe('Administration1 choisie');
    expect(genie!.open).toBe(false);
    expect(genie!.querySelector('summary')!.textContent).toBe('Génie');

    fireEvent.click(within(administration!).getByRole('checkbox', { name: 'Secrétariat' }));
    expect(administration!.querySelector('summary')!.textContent).toBe('Administration2 choisies');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(posted).toEqual([expect.objectContaining({ specialization_ids: [1001, 1002] })]),
    );
  });
});
