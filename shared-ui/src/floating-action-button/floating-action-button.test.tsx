import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloatingActionButton } from './floating-action-button';

describe('FloatingActionButton', () => {
  it('shows its title as a button that runs its click handler', async () => {
    const onClick = jest.fn();
    render(<FloatingActionButton title="Book a Consult" onClick={onClick} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a Consult' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its loading state: disabled and busy, title kept', async () => {
    const onClick = jest.fn();
    render(<FloatingActionButton title="Book a Consult" onClick={onClick} loading loadingLabel="Booking" />);

    const button = screen.getByRole('button', { name: 'Book a Consult' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Booking')).toBeInTheDocument();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
