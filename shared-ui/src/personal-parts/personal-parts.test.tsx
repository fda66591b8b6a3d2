import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PersonalPartsGate, usePersonalParts } from './personal-parts';

function Probe() {
  return <p>{usePersonalParts() ? 'personal' : 'placeholder'}</p>;
}

describe('usePersonalParts', () => {
  it('is false on the server and in the hydrating render, true once hydrated', () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<p>placeholder</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('personal');
    act(() => root?.unmount());
    container.remove();
  });

  it('is true in a page the browser renders itself', () => {
    render(<Probe />);
    expect(screen.getByText('personal')).toBeInTheDocument();
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
