import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeGuide } from './size-guide';

describe('SizeGuide', () => {
  it('shows the waist in inches by default and in centimetres after the toggle', async () => {
    const user = userEvent.setup();
    render(<SizeGuide />);
    const row = () => screen.getByRole('row', { name: /^XXS/ });
    expect(screen.getByRole('button', { name: 'Inches' })).toHaveAttribute('aria-pressed', 'true');
    expect(row()).toHaveTextContent('25-27');
    expect(screen.getByRole('row', { name: /^XXXL/ })).toHaveTextContent('44-47');
    await user.click(screen.getByRole('button', { name: 'Centimetres' }));
    expect(row()).toHaveTextContent('64-69');
    await user.click(screen.getByRole('button', { name: 'Inches' }));
    expect(row()).toHaveTextContent('25-27');
  });
});
