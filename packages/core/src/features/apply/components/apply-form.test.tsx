import type { Offer } from '@jobboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listedOffer } from '../../../testing/offers';
import { renderWithApp } from '../../../testing/render';
import { ApplyForm } from './apply-form';

afterEach(() => vi.restoreAllMocks());

describe('ApplyForm for a visitor (apply and register in one step)', () => {
  it('passes on the server’s "check your e-mail" message: the same for a new or a taken address', async () => {
    const message = 'Merci! Un courriel vient d’être envoyé à eve@example.com : il vous indique…';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message }), { status: 202 }));
    const onApplied = vi.fn();
    const { container } = renderWithApp(
      <ApplyForm
        offer={listedOffer(7) as unknown as Offer}
        resumes={undefined}
        uploadResume={vi.fn()}
        onApplied={onApplied}
      />,
    );
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('#apply-file')!, { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(message));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/offers\/7\/apply-register$/);
  });
});
