import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { StageBadge, StageSelect } from './stage';

describe('StageBadge', () => {
  it('names the stage in the page language', () => {
    const { unmount } = renderWithApp(<StageBadge stage="in_review" />);
    expect(screen.getByTestId('stage-badge').textContent).toBe("En cours d'analyse");
    unmount();
    renderWithApp(
      <>
        <StageBadge stage="not_retained" />
        <StageBadge stage="withdrawn" />
      </>,
      { lang: 'en' },
    );
    expect(screen.getAllByTestId('stage-badge').map((b) => b.textContent)).toEqual([
      'Not retained',
      'Withdrawn',
    ]);
  });
});

describe('StageSelect', () => {
  it('offers the employer stages (not withdrawn), labelled, and reports the choice', () => {
    const onChange = vi.fn();
    renderWithApp(<StageSelect id="s" value="received" onChange={onChange} />, { lang: 'en' });
    const select = screen.getByLabelText('Stage') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Received', 'Viewed', 'In review', 'Interview', 'Offer', 'Not retained']);
    fireEvent.change(select, { target: { value: 'interview' } });
    expect(onChange).toHaveBeenCalledWith('interview');
  });

  it('in French, with a placeholder that is not a stage', () => {
    const onChange = vi.fn();
    renderWithApp(
      <StageSelect
        id="s"
        value=""
        label="Déplacer vers"
        placeholder="Choisir une étape"
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Déplacer vers') as HTMLSelectElement;
    const options = within(select).getAllByRole('option');
    expect(options[0]!.textContent).toBe('Choisir une étape');
    expect(options.map((o) => o.textContent)).toContain('Entrevue');
    expect(options.map((o) => o.textContent)).not.toContain('Retirée');
    fireEvent.change(select, { target: { value: 'not_retained' } });
    expect(onChange).toHaveBeenCalledWith('not_retained');
  });

  // In a phone's bulk bar "Déplacer vers" wrapped word by word beside the select.
  it('keeps its label on one line, the select going under it where both do not fit', () => {
    renderWithApp(<StageSelect id="s" value="" label="Déplacer vers" onChange={vi.fn()} />);
    const field = screen.getByLabelText('Déplacer vers').closest('label')!;
    expect(getComputedStyle(field).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(field).flexWrap).toBe('wrap');
  });
});
