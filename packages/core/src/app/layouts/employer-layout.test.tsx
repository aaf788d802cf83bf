import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmployerIntl } from '../../i18n/employer';
import { testBrand, testManifest } from '../../testing/brand';
import { renderWithApp } from '../../testing/render';
import { EmployerAtsBanner } from './employer-ats-banner';
import { EmployerHeader } from './employer-header';

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
/* The inline menu (jsdom applies no media query: the phone layout, where it is hidden). */
const inline = () => within(screen.getByTestId('employer-nav'));
const brandWith = (behaviour: Partial<ReturnType<typeof testManifest>['behaviour']>) =>
  testBrand({ behaviour: { ...testManifest().behaviour, ...behaviour } });

describe('EmployerHeader', () => {
  it('says recruitment, or staffing where the manifest says so', () => {
    renderWithApp(
      <EmployerIntl>
        <EmployerHeader />
      </EmployerIntl>,
      { fallback: ME },
    );
    expect(
      inline().getByRole('link', { name: 'Recrutement', hidden: true }).getAttribute('href'),
    ).toBe('/fr/employer/recruitment');
    expect(
      inline().getByRole('link', { name: 'Publier une offre', hidden: true }).getAttribute('href'),
    ).toBe('/fr/employeur/creer-une-offre');
    const avatar = screen.getByTestId('employer-avatar');
    expect(avatar.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('ÉR');
  });

  it('uses the staffing page on a staffing brand', () => {
    renderWithApp(
      <EmployerIntl>
        <EmployerHeader />
      </EmployerIntl>,
      { brand: brandWith({ staffingWording: true }), fallback: ME },
    );
    expect(
      inline()
        .getByRole('link', { name: 'Placement de personnel', hidden: true })
        .getAttribute('href'),
    ).toBe('/fr/employer/staffing');
    expect(screen.queryByRole('link', { name: 'Recrutement', hidden: true })).toBeNull();
  });

  it('links the team page for its manager (every permission) only', () => {
    const manager = {
      '/api/ats/me': {
        data: {
          ...ME['/api/ats/me'].data,
          permissions: [
            { name: 'manage_companies' },
            { name: 'manage_offers' },
            { name: 'manage_candidates' },
          ],
        },
      },
    };
    const { unmount } = renderWithApp(
      <EmployerIntl>
        <EmployerHeader />
      </EmployerIntl>,
      { fallback: manager },
    );
    const links = screen.getAllByRole('link', { name: 'Équipe', hidden: true });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/fr/employeur/equipe');
    unmount();
    renderWithApp(
      <EmployerIntl>
        <EmployerHeader />
      </EmployerIntl>,
      { fallback: ME },
    );
    expect(screen.queryByRole('link', { name: 'Équipe', hidden: true })).toBeNull();
  });
});

describe('EmployerAtsBanner', () => {
  it('follows the manifest', () => {
    renderWithApp(
      <EmployerIntl>
        <EmployerAtsBanner />
      </EmployerIntl>,
      { brand: brandWith({ showAtsBanner: false }) },
    );
    expect(screen.queryByTestId('ats-banner')).toBeNull();
  });

  it('is shown, with its dashboard button, only where the deployment has an ATS address', () => {
    const { unmount } = renderWithApp(
      <EmployerIntl>
        <EmployerAtsBanner />
      </EmployerIntl>,
    );
    expect(screen.queryByTestId('ats-banner')).toBeNull();
    unmount();
    renderWithApp(
      <EmployerIntl>
        <EmployerAtsBanner />
      </EmployerIntl>,
      { atsUrl: 'https://ats.example.com' },
    );
    expect(screen.getByTestId('ats-banner')).toBeTruthy();
    expect(screen.getByTestId('ats-dashboard')).toBeTruthy();
  });
});
