import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Modal, ModalClose } from './modal';

/** A page with a button that opens a modal holding a form, as a remote would use it. */
function Page({ withTrigger = false }: { withTrigger?: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = <button type="button">Enlarge image</button>;
  return (
    <main>
      <button type="button">Before</button>
      {withTrigger ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Enlarge image
        </button>
      )}
      <Modal
        title="Product image"
        description="Use the arrows to see the other images."
        open={open}
        onOpenChange={setOpen}
        trigger={withTrigger ? opener : undefined}
      >
        <button type="button">Previous image</button>
        <ModalClose asChild>
          <button type="button">Done</button>
        </ModalClose>
      </Modal>
    </main>
  );
}

async function openModal(withTrigger = false) {
  const user = userEvent.setup();
  render(<Page withTrigger={withTrigger} />);
  const opener = screen.getByRole('button', { name: 'Enlarge image' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Product image' });
  return { user, opener, dialog };
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description, in a portal on <body>', async () => {
    const { dialog } = await openModal();

    expect(dialog).toHaveAccessibleDescription('Use the arrows to see the other images.');
    expect(screen.getByRole('main', { hidden: true })).not.toContainElement(dialog);
    expect(within(dialog).getByRole('heading', { name: 'Product image' })).toBeInTheDocument();
  });

  it('hides the rest of the page from screen readers while open', async () => {
    await openModal();

    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openModal();

    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    [
      'a click on the backdrop',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('dialog').parentElement as HTMLElement),
    ],
    [
      'a button of its own',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Done' })),
    ],
  ])('closes with %s and gives focus back to the button that opened it', async (_how, close) => {
    const { user, opener } = await openModal();

    await close(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to its trigger when it has one', async () => {
    const { user, opener } = await openModal(true);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const { user, dialog } = await openModal();
    const [previous, done, close] = within(dialog).getAllByRole('button');

    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('does not close on a click inside the dialog', async () => {
    const { user, dialog } = await openModal();

    await user.click(within(dialog).getByRole('heading'));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('focuses the control it is told to on open and returns focus where it is told to on close', async () => {
    function Question() {
      const [open, setOpen] = useState(false);
      const safe = useRef<HTMLButtonElement>(null);
      const back = useRef<HTMLAnchorElement>(null);
      return (
        <>
          <a ref={back} href="#top">
            Home
          </a>
          <button type="button" onClick={() => setOpen(true)}>
            Ask
          </button>
          <Modal
            title="Leave?"
            open={open}
            onOpenChange={setOpen}
            initialFocusRef={safe}
            returnFocusRef={back}
          >
            <button type="button">Leave</button>
            <button ref={safe} type="button" onClick={() => setOpen(false)}>
              Stay
            </button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Question />);

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('keeps its title for screen readers only when asked to', async () => {
    const user = userEvent.setup();
    render(<Modal title="Image 2 of 5" hideTitle trigger={<button type="button">Open</button>} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('dialog', { name: 'Image 2 of 5' })).not.toHaveAccessibleDescription();
  });
});
