import type { EmployerCompany } from '@jobboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../employer-i18n';
import { CompanyImages } from './company-images';

const company = { id: 5, logo: null, banner: null } as unknown as EmployerCompany;

function renderImages() {
  renderWithApp(
    <EmployerIntl>
      <CompanyImages company={company} onUploaded={vi.fn()} />
    </EmployerIntl>,
  );
  const form = within(screen.getByTestId('company-logo-form'));
  const input = form.getByLabelText('Choisir une image');
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  const send = () => fireEvent.submit(screen.getByTestId('company-logo-form'));
  return { form, input, choose, send };
}

afterEach(() => vi.restoreAllMocks());

describe('CompanyImages', () => {
  it('refuses a file that is not an image beside the field, without sending it', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { form, input, choose, send } = renderImages();
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(form.getByRole('alert').textContent).toMatch(/type de fichier n’est pas accepté/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    send();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file over 4 MB beside the field', () => {
    const { form, choose } = renderImages();
    choose(new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(form.getByRole('alert').textContent).toBe(
      'Le fichier est trop volumineux (4 Mo au plus).',
    );
  });

  it('shows the server’s 413 and 422 answers beside the field', async () => {
    const { form, choose, send } = renderImages();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'too big' }), { status: 413 }));
    choose(new File(['x'], 'logo.png', { type: 'image/png' }));
    send();
    expect((await form.findByRole('alert')).textContent).toBe(
      'Le fichier est trop volumineux (4 Mo au plus).',
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/ats/companies/5/images');
    fetch.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: 'invalid',
          errors: { logo: ['Ce fichier n’est pas une image.'] },
        }),
        { status: 422 },
      ),
    );
    // The same file would fail again: another one is chosen, then sent.
    choose(new File(['y'], 'logo2.png', { type: 'image/png' }));
    send();
    expect(await form.findByText('Ce fichier n’est pas une image.')).toBeTruthy();
  });
});
