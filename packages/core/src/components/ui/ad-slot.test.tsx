import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../testing/brand';
import { renderWithApp } from '../../testing/render';
import { AdSlot } from './ad-slot';

describe('AdSlot', () => {
  it('puts the label on its own line above the slot, aligned right, the slot at the format size', () => {
    const brand = testBrand();
    brand.manifest.adZones.bigBox = 'unit-250';
    const { container } = renderWithApp(<AdSlot zone="bigBox" />, { brand });
    const zone = container.querySelector('[data-ad-zone="bigBox"]')!;
    const [label, slot] = [...zone.children] as HTMLElement[];
    expect(label!.textContent).toBe('Publicité');
    expect(getComputedStyle(label!).textAlign).toBe('right');
    expect(getComputedStyle(label!).display).toBe('block');
    expect(slot!.getAttribute('data-ad-unit')).toBe('unit-250');
    expect(slot!.textContent).toBe('');
    expect(getComputedStyle(slot!).height).toBe('250px');
    expect(screen.queryByText('Publicité')).toBe(label);
  });

  it('renders nothing for a zone the brand has no id for', () => {
    const brand = testBrand();
    const { container } = renderWithApp(<AdSlot zone="leaderboard" />, { brand });
    expect(container.querySelector('[data-ad-zone]')).toBeNull();
  });
});
