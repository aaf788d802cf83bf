import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { AccountMenu } from './account-menu';
import { initialsOf } from './person-name';

function Menu() {
  return (
    <>
      <AccountMenu
        id="test-account-menu"
        label="Émilie, mon compte"
        initials="ÉR"
        name="Émilie"
        heading="Émilie Roy"
        testId="account"
      >
        {(close) => (
          <>
            <a href="#applications" onClick={close}>
              Mes candidatures
            </a>
            <button type="button">Déconnexion</button>
          </>
        )}
      </AccountMenu>
      <a href="#elsewhere">Ailleurs</a>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Émilie, mon compte' });

describe('AccountMenu', () => {
  it('is a closed disclosure button named by its label, showing initials and first name', () => {
    renderWithApp(<Menu />);
    const button = toggle();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('test-account-menu');
    expect(button.textContent).toBe('Émilie');
    expect(button.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('ÉR');
    expect(document.getElementById('test-account-menu')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mes candidatures' })).toBeNull();
  });

  // WCAG 2.5.3 (label in name): what a speech user reads on the button starts its name.
  it('has an accessible name that starts with the first name it shows', () => {
    renderWithApp(<Menu />);
    const button = toggle();
    const visible = [...button.querySelectorAll('span')]
      .filter((s) => !s.closest('[aria-hidden="true"]') && !s.querySelector('span'))
      .map((s) => s.textContent)
      .join(' ');
    expect(visible).toBe('Émilie');
    expect(button.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
  });

  // axe's label-content-name-mismatch reads every text on screen, aria-hidden or not, and wants
  // it inside the name: the initials (a picture of the person) are drawn, not written.
  it('shows no text outside its name, with or without a name shown', () => {
    renderWithApp(
      <>
        <Menu />
        <AccountMenu id="employer-menu" label="Compte de Émilie Roy" initials="ÉR" testId="e">
          {() => null}
        </AccountMenu>
      </>,
    );
    for (const button of [toggle(), screen.getByRole('button', { name: 'Compte de Émilie Roy' })]) {
      const shown = (button.textContent ?? '').toLowerCase();
      expect(button.getAttribute('aria-label')?.toLowerCase()).toContain(shown);
      const initials = button.querySelector('[data-initials]');
      expect(initials?.getAttribute('aria-hidden')).toBe('true');
      expect(initials?.getAttribute('data-initials')).toBe('ÉR');
    }
  });

  it('opens with its items, the full name first; Escape closes it and gives focus back', () => {
    renderWithApp(<Menu />);
    const button = toggle();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById('test-account-menu');
    expect(panel?.textContent).toBe('Émilie RoyMes candidaturesDéconnexion');
    expect(screen.getByRole('link', { name: 'Mes candidatures' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeTruthy();

    screen.getByRole('link', { name: 'Mes candidatures' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('test-account-menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside, not on a click inside', () => {
    renderWithApp(<Menu />);
    fireEvent.click(toggle());
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(document.body);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when an item is followed or the focus leaves it', () => {
    renderWithApp(<Menu />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Mes candidatures' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle());
    const last = screen.getByRole('button', { name: 'Déconnexion' });
    fireEvent.focusOut(last, { relatedTarget: screen.getByRole('link', { name: 'Ailleurs' }) });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes two initials from the names, else the e-mail’s first letter', () => {
    expect(initialsOf({ first_name: 'émilie', last_name: 'roy', email: 'e@x.ca' })).toBe('ÉR');
    expect(initialsOf({ first_name: ' ', last_name: '', email: 'zoe@x.ca' })).toBe('Z');
  });
});
