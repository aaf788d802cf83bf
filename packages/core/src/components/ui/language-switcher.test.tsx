import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeadData } from '../../lib/head';
import { HeadProvider } from '../../lib/head-context';
import { renderWithApp } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';

const head = {
  alternates: {
    fr: 'http://t.localhost/fr/emplois?q=infirmiere',
    en: 'http://t.localhost/en/jobs?q=infirmiere',
    xDefault: 'http://t.localhost/fr/emplois?q=infirmiere',
  },
} as unknown as HeadData;

describe('LanguageSwitcher', () => {
  it('goes to the page’s alternate, keeping the sort and page the canonical leaves out', () => {
    renderWithApp(
      <HeadProvider value={head}>
        <LanguageSwitcher />
      </HeadProvider>,
      { url: '/fr/emplois?q=infirmiere&sort=date&page=2' },
    );
    const href = screen.getByTestId('language-switcher').getAttribute('href')!;
    const url = new URL(href, 'http://t.localhost');
    expect(url.pathname).toBe('/en/jobs');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'infirmiere',
      sort: 'date',
      page: '2',
    });
  });
});
