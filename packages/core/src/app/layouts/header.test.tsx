import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EmployerIntl } from '../../i18n/employer';
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

/** Both headers: the public one, and the employer area's (signed in, its own catalog). */
const HEADERS = [
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
];

describe.each(HEADERS)('$name phone menu', ({ ui, fallback, link }) => {
  it('is a link to the drawer before hydration, so that it works without JavaScript', () => {
    renderWithApp(ui, { fallback });
    const button = screen.getByTestId('menu-button');
    const drawer = screen.getByTestId('menu-drawer');
    expect(drawer.tagName).toBe('DIALOG');
    expect(button.getAttribute('href')).toBe(`#${drawer.id}`);
    // A link (no role="button" on an <a>) that says what it opens.
    expect(button.tagName).toBe('A');
    expect(button.hasAttribute('role')).toBe(false);
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

    fireEvent.click(within(dialog).getByRole('link', { name: 'Fermer le menu' }));
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

describe('Header, an employer signed in on the public site', () => {
  beforeAll(() => {
    document.cookie = 'ats_signed_in=1; path=/';
  });
  afterAll(() => {
    document.cookie = 'ats_signed_in=; path=/; max-age=0';
  });

  it('offers the employer area instead of « Connexion » and « Inscription », in both menus', async () => {
    renderWithApp(<Header />);
    const area = await screen.findByTestId('nav-employer-area');
    expect(area.textContent).toBe('Espace employeur');
    expect(area.getAttribute('href')).toBe('/fr/employeur/mes-offres');
    expect(screen.queryByTestId('nav-login')).toBeNull();
    expect(within(screen.getByTestId('menu-drawer')).queryByText('Connexion')).toBeNull();
    expect(within(screen.getByTestId('menu-drawer')).getByText('Espace employeur')).toBeTruthy();
  });
});

describe('Header, signed in as a candidate', () => {
  const CANDIDATE = {
    '/api/jobboard/testboard/me': {
      data: {
        id: 2,
        email: 'c@x.ca',
        email_verified: true,
        first_name: 'Camille',
        last_name: 'Tremblay',
        language: 'fr',
        location: { address: null, country: null, city_id: null },
        phone_number: null,
        guard: 'jobboard',
        permissions: [],
        team: null,
      },
    },
  };
  beforeAll(() => {
    document.cookie = 'jb_signed_in=1; path=/';
  });
  afterAll(() => {
    document.cookie = 'jb_signed_in=; path=/; max-age=0';
  });

  it('puts the account pages and log out in the account menu, the drawer lists them all', () => {
    renderWithApp(<Header />, { fallback: CANDIDATE });
    // The inline menu (hidden in jsdom's narrow window, so found by its label); the drawer's
    // own menu is named apart from it.
    const inline = within(document.querySelector<HTMLElement>('nav[aria-label="Menu principal"]')!);
    expect(document.querySelectorAll('nav[aria-label="Menu principal"]')).toHaveLength(1);
    const account = screen.getByTestId('nav-account');
    expect(account.textContent).toBe('Camille');
    expect(account.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('CT');
    expect(screen.queryByTestId('nav-my-applications')).toBeNull();
    expect(screen.queryByTestId('nav-logout')).toBeNull();
    expect(inline.getByRole('link', { name: 'Trouver un emploi', hidden: true })).toBeTruthy();

    fireEvent.click(account);
    expect(screen.getByTestId('nav-my-applications').getAttribute('href')).toBe(
      '/fr/mes-candidatures',
    );
    expect(screen.getByTestId('nav-my-alerts')).toBeTruthy();
    expect(screen.getByTestId('nav-profile')).toBeTruthy();
    expect(screen.getByTestId('nav-logout').textContent).toBe('Déconnexion');

    const drawer = within(screen.getByTestId('menu-drawer'));
    for (const name of ['Mes candidatures', 'Mes alertes', 'Mon profil'])
      expect(drawer.getByRole('link', { name, hidden: true })).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Déconnexion', hidden: true })).toBeTruthy();
    expect(drawer.queryByTestId('nav-account')).toBeNull();
  });

  // WCAG 2.5.3: the accessible name starts with the first name the button shows.
  it('names the account button after the first name it shows, in each language', () => {
    renderWithApp(<Header />, { fallback: CANDIDATE });
    const fr = screen.getByRole('button', { name: 'Camille, mon compte', hidden: true });
    expect(fr).toBe(screen.getByTestId('nav-account'));
  });

  it('names the account menu in English', () => {
    renderWithApp(<Header />, { fallback: CANDIDATE, lang: 'en' });
    const en = screen.getByRole('button', { name: 'Camille, my account', hidden: true });
    expect(en).toBe(screen.getByTestId('nav-account'));
  });

  it('names a candidate without a first name’s button after the account, its initials shown', () => {
    const me = CANDIDATE['/api/jobboard/testboard/me'];
    const nameless = {
      '/api/jobboard/testboard/me': { data: { ...me.data, first_name: ' ', last_name: '' } },
    };
    renderWithApp(<Header />, { fallback: nameless });
    const account = screen.getByRole('button', { name: 'Mon compte', hidden: true });
    // No text but its initials, drawn and hidden from assistive technologies (label in name).
    expect(account.textContent).toBe('');
    expect(account.querySelector('[aria-hidden="true"]')?.getAttribute('data-initials')).toBe('C');
  });
});

describe.each(HEADERS)('$name logo', ({ ui, fallback }) => {
  // With its height auto, the picture is 0 px wide until the file arrives, and what sits beside
  // it moves when it loads (a layout shift).
  it('takes its height before the file arrives, its width following from its ratio', () => {
    renderWithApp(ui, { fallback });
    const img = document.querySelector('header img')!;
    const height = Number(img.getAttribute('height'));
    expect(height).toBeGreaterThan(0);
    expect(img.getAttribute('width')).not.toBeNull();
    const style = getComputedStyle(img);
    expect(style.width).toBe('auto');
    // jsdom applies no media query: the phone's height, at most 40 px (min() resolved in calc()).
    const box = /^(?:calc\()?([\d.]+)px\)?$/.exec(style.height);
    expect(box, style.height).not.toBeNull();
    expect(Number(box![1])).toBe(Math.min(40, height));
  });
});
