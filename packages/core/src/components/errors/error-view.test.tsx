import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ErrorView } from './error-view';

describe('ErrorView', () => {
  it('a missing page says it once, explains, and offers the job search and the home page', () => {
    renderWithApp(<ErrorView status={404} />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This page could not be found',
    );
    expect(screen.queryByText('Page not found')).toBeNull();
    const search = screen.getByRole('search');
    expect(search.getAttribute('action')).toBe('/en/find-a-job');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });

  it('another error keeps its title and message, without a search', () => {
    renderWithApp(<ErrorView status={403} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Non autorisé');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
