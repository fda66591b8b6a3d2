import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Media } from 'shared-contracts';
import { ProductGallery } from './product-gallery';

const MEDIA: Media[] = [
  { url: '/media/v1/products/brief-black.svg', alt: 'Brief in black, front' },
  { url: '/media/v1/products/brief-black-folded.svg', alt: 'Brief in black, folded' },
];

describe('ProductGallery', () => {
  it('enlarges the picture in a dialog (loaded on demand) that Escape closes, focus back on the picture', async () => {
    const user = userEvent.setup();
    render(<ProductGallery name="Stud Support Brief" media={MEDIA} />);
    const enlarge = screen.getByRole('button', { name: 'Enlarge picture: Brief in black, front' });
    await user.click(enlarge);

    const dialog = await screen.findByRole('dialog', { name: 'Stud Support Brief' });
    expect(dialog).toContainElement(screen.getByRole('img', { name: 'Brief in black, front' }));
    await user.click(screen.getAllByRole('button', { name: 'Show picture 2 of 2' }).at(-1)!);
    expect(screen.getByRole('dialog')).toContainElement(
      screen.getByRole('img', { name: 'Brief in black, folded' }),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Enlarge picture: Brief in black, folded' })).toHaveFocus();
  });

  it('shows the placeholder, and nothing to enlarge, for a product without pictures', () => {
    render(<ProductGallery name="Consultation" media={[]} />);
    expect(screen.getByRole('img', { name: 'No picture of Consultation yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Enlarge picture/ })).not.toBeInTheDocument();
  });
});
