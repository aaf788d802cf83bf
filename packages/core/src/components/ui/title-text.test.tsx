import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TitleText } from './title-text';

const html = (title: string) =>
  render(<h1>{<TitleText>{title}</TitleText>}</h1>).container.innerHTML;

describe('TitleText', () => {
  it('lets an inclusive form wrap before its parenthesis', () => {
    expect(html('Représentant(e) aux ventes internes')).toBe(
      '<h1>Représentant<wbr>(e) aux ventes internes</h1>',
    );
    expect(html('Administrateur(trice) et technicien(ne)')).toBe(
      '<h1>Administrateur<wbr>(trice) et technicien<wbr>(ne)</h1>',
    );
  });

  it('leaves a parenthesis after a space, and a title without one, as they are', () => {
    expect(html('Cuisinier (temps partiel)')).toBe('<h1>Cuisinier (temps partiel)</h1>');
    expect(html('Cuisinier')).toBe('<h1>Cuisinier</h1>');
  });
});
