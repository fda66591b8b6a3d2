import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('runs its click handler when pressed', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to Cart</Button>);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a form unless it is a submit button', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button variant="secondary">Show</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy, keeps its label as its name and announces it is loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Place order</Button>);
    const button = screen.getByRole('button', { name: 'Place order' });
    const announcer = screen.getByText('', { selector: '[aria-live="polite"]' });
    expect(announcer).toBeEmptyDOMElement();

    rerender(
      <Button onClick={onClick} loading loadingLabel="Placing your order">
        Place order
      </Button>,
    );

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Place order');
    expect(announcer).toHaveTextContent('Placing your order');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled again and no longer busy when loading ends', () => {
    const { rerender } = render(<Button loading>Save</Button>);
    rerender(<Button>Save</Button>);

    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
