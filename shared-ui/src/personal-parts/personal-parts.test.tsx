import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PersonalPartsGate, usePersonalParts } from './personal-parts';

function Probe() {
  return <p>{usePersonalParts() ? 'personal' : 'placeholder'}</p>;
}

/** A probe that also notes what each of its renders saw, in order. */
function loggingProbe(seen: string[]) {
  return function LoggingProbe() {
    const text = usePersonalParts() ? 'personal' : 'placeholder';
    seen.push(text);
    return <p>{text}</p>;
  };
}

describe('usePersonalParts', () => {
  it('is false on the server and while hydrating, then opens in a deferred render', () => {
    const seen: string[] = [];
    const Logged = loggingProbe(seen);
    const html = renderToString(<Logged />);
    expect(html).toBe('<p>placeholder</p>');

    seen.length = 0;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Logged />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The hydrating render, then the urgent one after it still with placeholders, then the
    // transition that renders the personal parts in slices (docs/adr/0191).
    expect(seen).toEqual(['placeholder', 'placeholder', 'personal']);
    expect(container.textContent).toBe('personal');
    act(() => root?.unmount());
    container.remove();
  });

  it('is true at once in a page the browser renders itself', () => {
    const seen: string[] = [];
    const Logged = loggingProbe(seen);
    render(<Logged />);
    expect(seen).toEqual(['personal']);
  });

  it('closes at once when the gate closes', () => {
    const seen: string[] = [];
    const Logged = loggingProbe(seen);
    const { rerender } = render(
      <PersonalPartsGate open>
        <Logged />
      </PersonalPartsGate>,
    );
    rerender(
      <PersonalPartsGate open={false}>
        <Logged />
      </PersonalPartsGate>,
    );
    // The first render after closing hides them (a deferred one may follow, as cheap).
    expect(seen.slice(0, 2)).toEqual(['personal', 'placeholder']);
    expect(seen.at(-1)).toBe('placeholder');
  });

  it('stays false inside a closed gate, and follows it when it opens', () => {
    const { rerender } = render(
      <PersonalPartsGate open={false}>
        <Probe />
      </PersonalPartsGate>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    rerender(
      <PersonalPartsGate open>
        <Probe />
      </PersonalPartsGate>,
    );
    expect(screen.getByText('personal')).toBeInTheDocument();
  });
});
