import { render } from '@testing-library/react';
import { SkeletonBlock, SkeletonText } from './skeleton';

describe('skeletons', () => {
  it('draw one bar per line of text they stand for, hidden from screen readers', () => {
    const { container } = render(<SkeletonText lines={3} lastLineWidth="40%" />);

    const text = container.querySelector('[data-skeleton="text"]');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(text?.children).toHaveLength(3);
    expect(text).toHaveStyle({ '--skeleton-last-line': '40%' });
  });

  it('draw at least one line', () => {
    const { container } = render(<SkeletonText lines={0} />);

    expect(container.querySelector('[data-skeleton="text"]')?.children).toHaveLength(1);
  });

  it('reserve the shape of an image with a fixed aspect ratio', () => {
    const { container } = render(<SkeletonBlock aspectRatio="4 / 3" />);

    const block = container.querySelector('[data-skeleton="block"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ aspectRatio: '4 / 3' });
  });

  it('reserve a fixed height when the content has one', () => {
    const { container } = render(<SkeletonBlock height="44px" width="10rem" />);

    expect(container.querySelector('[data-skeleton="block"]')).toHaveStyle({
      height: '44px',
      width: '10rem',
    });
  });
});
