import type { EmployerCompany } from '@jobboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { EmployerIntl } from '../../../i18n/employer';
import { CompanyImages } from './company-images';

const company = {
  id: 5,
  name_fr: 'Hôtel du Port',
  name_en: '',
  logo: null,
  banner: null,
} as unknown as EmployerCompany;

function renderImages(shown: EmployerCompany = company) {
  renderWithApp(
    <EmployerIntl>
      <CompanyImages company={shown} onUploaded={vi.fn()} />
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
    // The catalog's message in the page's language, not the server's text.
    expect(
      await form.findByText(
        'Ce type de fichier n’est pas accepté : choisissez une image PNG, JPEG, WebP ou AVIF.',
      ),
    ).toBeTruthy();
  });

  it('previews the logo as cards show it: the initials without one, the logo with one', () => {
    const { unmount } = renderWithApp(
      <EmployerIntl>
        <CompanyImages company={company} onUploaded={vi.fn()} />
      </EmployerIntl>,
    );
    let preview = within(screen.getByTestId('company-logo-preview'));
    expect(preview.getByTestId('company-monogram').textContent).toBe('HP');
    expect(preview.getByText(/Pas encore de logo/)).toBeTruthy();
    unmount();
    renderImages({
      ...company,
      logo: { url: '/images/l.png', width: 400, height: 400, variants: '/images/l' },
    } as EmployerCompany);
    preview = within(screen.getByTestId('company-logo-preview'));
    expect(preview.queryByTestId('company-monogram')).toBeNull();
    const img = preview.getByRole('img', { name: 'Hôtel du Port' });
    expect(img.getAttribute('srcset')).toContain('/images/l-96.png 96w');
    expect(preview.getByText('Logo actuel')).toBeTruthy();
  });
});
