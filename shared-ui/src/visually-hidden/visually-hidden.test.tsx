import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers while taking no room on screen', () => {
    render(
      <button type="button">
        Remove<VisuallyHidden> Support Brief</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove Support Brief' })).toBeInTheDocument();
    const hidden = screen.getByText('Support Brief');
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });

  it('hides the element it is given instead of wrapping it', () => {
    render(
      <fieldset>
        <VisuallyHidden asChild>
          <legend>Pay</legend>
        </VisuallyHidden>
      </fieldset>,
    );
    const legend = screen.getByText('Pay');
    expect(legend.tagName).toBe('LEGEND');
    expect(legend).toHaveStyle({ position: 'absolute' });
    expect(screen.getByRole('group', { name: 'Pay' })).toBeInTheDocument();
  });
});
