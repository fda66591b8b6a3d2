import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './popover';

function PaymentNote() {
  return (
    <>
      <Popover label="Secure payment" trigger={<button type="button">Secure payment</button>}>
        Your card details go straight to the payment provider.
      </Popover>
      <p>Order summary</p>
    </>
  );
}

async function openNote() {
  const user = userEvent.setup();
  render(<PaymentNote />);
  const trigger = screen.getByRole('button', { name: 'Secure payment' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  return { user, trigger };
}

describe('Popover', () => {
  it('opens a labelled dialog from its trigger, which says it is expanded', async () => {
    const { trigger } = await openNote();

    expect(screen.getByRole('dialog', { name: 'Secure payment' })).toHaveTextContent(
      'Your card details go straight to the payment provider.',
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a click outside',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('Order summary')),
    ],
  ])('closes with %s', async (_how, close) => {
    const { user, trigger } = await openNote();

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to its trigger when closed with the keyboard', async () => {
    const { user, trigger } = await openNote();

    await user.keyboard('{Escape}');

    expect(trigger).toHaveFocus();
  });
});
