import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { checkSecureLinkKey } from '../../../features/auth/api/auth';
import { EmployerIntl } from '../../../i18n/employer';
import { EmployerForgotPasswordForm } from '../../../features/employer-auth/components/employer-forgot-password-form';
import { testBrand } from '../../../testing/brand';
import { renderWithApp } from '../../../testing/render';
import forgot from './forgot-password';
import reset from './reset-password';

const brand = testBrand();
const LEGEND = 'Les champs marqués d’un * sont obligatoires.';

/** The required field carries aria-required, its label an asterisk, and the form explains it. */
function expectRequired(form: HTMLElement, id: string) {
  const input = document.getElementById(id)!;
  expect(input.getAttribute('aria-required')).toBe('true');
  expect(input.closest('div')!.textContent).toContain('*');
  expect(form.textContent).toContain(LEGEND);
  // The catalogs speak, never the browser's own bubbles.
  expect(form.hasAttribute('novalidate')).toBe(true);
}

describe('password pages: required marks', () => {
  it('forgotten password (candidate)', () => {
    renderWithApp(<forgot.Component />, { brand, url: pathTo('forgotPassword', 'fr') });
    expectRequired(screen.getByTestId('forgot-form'), 'auth-email');
  });

  it('new password (candidate)', () => {
    renderWithApp(
      <Routes>
        <Route path="/fr/reinitialiser/:selector/:token" element={<reset.Component />} />
      </Routes>,
      {
        brand,
        url: '/fr/reinitialiser/abc/def',
        fallback: { [checkSecureLinkKey('reset-password', 'abc', 'def')]: { data: {} } },
      },
    );
    expectRequired(screen.getByTestId('reset-form'), 'auth-password');
  });

  it('forgotten password (employer)', () => {
    renderWithApp(
      <EmployerIntl>
        <EmployerForgotPasswordForm />
      </EmployerIntl>,
      { brand },
    );
    expectRequired(screen.getByTestId('employer-forgot-form'), 'employer-email');
  });
});
