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

describe('FloatingActionButton, further', () => {
  it('can be disabled without being busy', () => {
    render(<FloatingActionButton title="Add to cart" onClick={jest.fn()} disabled />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('reserves its room at the end of the page while it is shown, and gives it back when gone', () => {
    const view = render(<FloatingActionButton title="Add to cart" onClick={jest.fn()} />);
    const reserve = document.body.lastElementChild;
    expect(reserve).toHaveAttribute('data-fab-reserve');
    expect(reserve).toHaveAttribute('aria-hidden', 'true');
    expect(reserve).toHaveClass('reserve');
    view.unmount();
    expect(document.querySelector('[data-fab-reserve]')).toBeNull();
  });

  it('keeps the live region of its loading state with the button, so both go where the button goes', () => {
    render(
      <FloatingActionButton title="Add to cart" onClick={jest.fn()} loading loadingLabel="Adding to cart" />,
    );
    const holder = screen.getByRole('button', { name: 'Add to cart' }).parentElement;
    expect(holder).toHaveClass('holder');
    expect(holder).toContainElement(screen.getByText('Adding to cart'));
  });
});
