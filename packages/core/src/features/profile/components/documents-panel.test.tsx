import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import { DocumentsPanel } from './documents-panel';

const brand = testBrand();
const board = brand.manifest.name;
const list = `/api/jobboard/${board}/user/documents`;

afterEach(() => vi.restoreAllMocks());

describe('documents panel', () => {
  it('asks in the page before deleting a document, and deletes it only on « Oui »', async () => {
    const documents = [
      { id: 7, name: 'CV Camille.pdf', type: 'resume', created_at: '2026-12-01T10:00:00Z' },
    ];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === `${list}/7` && init?.method === 'DELETE')
        return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    });
    // Not the browser's box: a test would not even see it.
    const confirm = vi.spyOn(window, 'confirm');
    // The list as loaded (the tests' SWR has no fetcher: what a change reloads is not seen here).
    renderWithApp(<DocumentsPanel />, { brand, fallback: { [list]: { data: documents } } });
    await screen.findByText('CV Camille.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByText('Supprimer CV Camille.pdf?')).toBeTruthy();
    // The keyboard's focus is on the safe answer.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Non' }));
    // « Non » puts the button back and deletes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1),
    );
    expect(String(fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')![0])).toBe(
      `${list}/7`,
    );
    expect(confirm).not.toHaveBeenCalled();
  });
});
