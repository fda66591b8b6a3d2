import { act, render, screen } from '@testing-library/react';
import { StrictMode, useLayoutEffect } from 'react';
import { useStagedReveal } from './staged-reveal';

/** Renders the parts shown and notes each committed count, in order. */
function probe(committed: number[]) {
  return function Parts({ ready, parts = 3 }: { ready: boolean; parts?: number }) {
    const shown = useStagedReveal(parts, ready);
    useLayoutEffect(() => {
      committed.push(shown);
    }, [shown]);
    return <p>{Array.from({ length: shown }, (_, i) => `part ${i + 1}`).join(', ') || 'placeholders'}</p>;
  };
}

describe('useStagedReveal', () => {
  it('shows nothing until ready', () => {
    const committed: number[] = [];
    const Parts = probe(committed);
    render(<Parts ready={false} />);
    expect(screen.getByText('placeholders')).toBeInTheDocument();
    expect(committed).toEqual([0]);
  });

  it('then commits one more part at a time, up to all of them', async () => {
    const committed: number[] = [];
    const Parts = probe(committed);
    const { rerender } = render(<Parts ready={false} />);
    act(() => {
      rerender(<Parts ready />);
    });
    expect(await screen.findByText('part 1, part 2, part 3')).toBeInTheDocument();
    // Each part in a commit of its own: never two at once.
    expect(committed).toEqual([0, 1, 2, 3]);
  });

  it('hides the parts while not ready and shows them all again at once', async () => {
    const committed: number[] = [];
    const Parts = probe(committed);
    const { rerender } = render(<Parts ready parts={2} />);
    expect(await screen.findByText('part 1, part 2')).toBeInTheDocument();
    rerender(<Parts ready={false} parts={2} />);
    expect(screen.getByText('placeholders')).toBeInTheDocument();
    committed.length = 0;
    rerender(<Parts ready parts={2} />);
    expect(screen.getByText('part 1, part 2')).toBeInTheDocument();
    expect(committed).toEqual([2]);
  });

  it('still shows one part per commit where effects run twice (StrictMode in development)', async () => {
    const committed: number[] = [];
    const Parts = probe(committed);
    render(
      <StrictMode>
        <Parts ready />
      </StrictMode>,
    );
    expect(await screen.findByText('part 1, part 2, part 3')).toBeInTheDocument();
    expect([...new Set(committed)]).toEqual([0, 1, 2, 3]);
  });
});
