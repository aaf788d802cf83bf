import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmployerIntl } from '../../features/employer-i18n';
import { renderWithApp } from '../../testing/render';
import { EmployerHeader } from './employer-header';
import { Header } from './header';

/*
 * jsdom has no showModal: a stand-in with the browser's visible effects (open attribute, a close
 * event). Escape, Tab and the backdrop are checked in Chromium (tests/e2e/phone.test.ts).
 */
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  document.documentElement.style.overflow = '';
});

const ME = {
  '/api/ats/me': {
    data: {
      id: 1,
      email: 'e@x.ca',
      first_name: 'Émilie',
      last_name: 'Roy',
      guard: 'ats',
      permissions: [],
      team: null,
    },
  },
};

describe.each([
  { name: 'Header', ui: <Header />, fallback: {}, link: 'Trouver un emploi' },
  {
    name: 'EmployerHeader',
    ui: (
      <EmployerIntl>
        <EmployerHeader />
      </EmployerIntl>
    ),
    fallback: ME,
    link: 'Mon profil',
  },
])('$name phone menu', ({ ui, fallback, link }) => {
  it('is a link to the drawer before hydration, so that it works without JavaScript', () => {
    renderWithApp(ui, { fallback });
    const button = screen.getByTestId('menu-button');
    const drawer = screen.getByTestId('menu-drawer');
    expect(drawer.tagName).toBe('DIALOG');
    expect(button.getAttribute('href')).toBe(`#${drawer.id}`);
    expect(button.getAttribute('role')).toBe('button');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a modal dialog named by its heading, locks the page scroll, closes with its button and gives focus back', () => {
    renderWithApp(ui, { fallback });
    const button = screen.getByTestId('menu-button');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading').id);
    expect(within(dialog).getByRole('link', { name: link })).toBeTruthy();
    expect(document.documentElement.style.overflow).toBe('hidden');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer le menu' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop (the dialog box itself), not inside the panel', () => {
    renderWithApp(ui, { fallback });
    fireEvent.click(screen.getByTestId('menu-button'));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('heading'));
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('closes when a link of the drawer leads to another page', () => {
    renderWithApp(ui, { fallback });
    fireEvent.click(screen.getByTestId('menu-button'));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('link', { name: link }));
    expect(dialog.hasAttribute('open')).toBe(false);
  });
});

describe('Header', () => {
  it('keeps test ids on the inline menu only, so each names one element', () => {
    renderWithApp(<Header />);
    expect(screen.getAllByTestId('language-switcher')).toHaveLength(1);
    expect(screen.getAllByTestId('nav-login')).toHaveLength(1);
    expect(within(screen.getByTestId('menu-drawer')).queryByTestId('nav-login')).toBeNull();
  });
});
