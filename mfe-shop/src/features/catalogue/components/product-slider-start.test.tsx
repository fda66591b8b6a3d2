import { act, fireEvent, screen } from '@testing-library/react';
import { renderInRemote } from 'remote-kit/testing';
import { catalogueCard, inShop } from '../../../testing/shop-test-kit';
import { ProductSlider } from './product-slider';

// keen-slider's hook is replaced by one that notes the element its ref is given: that is the
// moment keen-slider starts (measures the slides and listens for drags), and its instance appears.
const keen = { next: jest.fn(), prev: jest.fn(), update: jest.fn() };
const instance: { current: typeof keen | null } = { current: null };
const sliderRef = jest.fn((element: HTMLElement | null) => {
  instance.current = element ? keen : null;
});
jest.mock('keen-slider/react', () => ({
  useKeenSlider: () => [sliderRef, instance],
}));

const items = [catalogueCard('a', 'Brief A'), catalogueCard('b', 'Brief B')];
const started = () => sliderRef.mock.calls.some(([element]) => element !== null);

describe('ProductSlider: when keen-slider starts', () => {
  beforeEach(() => {
    sliderRef.mockClear();
    keen.next.mockClear();
    keen.prev.mockClear();
    instance.current = null;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('starts once the browser is idle, not in the render that shows the slides', () => {
    renderInRemote(<ProductSlider title="Recommended" items={items} loading={false} />, inShop());
    expect(screen.getAllByRole('group', { name: /of 2/ })).toHaveLength(2);
    expect(started()).toBe(false);
    // Spaced as keen-slider will space them, so its start moves nothing.
    expect(screen.getByTestId('slider-track').className).toMatch(/waiting/);

    act(() => jest.runOnlyPendingTimers());
    expect(sliderRef).toHaveBeenLastCalledWith(screen.getByTestId('slider-track'));
    expect(screen.getByTestId('slider-track').className).not.toMatch(/waiting/);
  });

  it.each([
    ['a pointer presses on it', (target: HTMLElement) => fireEvent.pointerDown(target)],
    ['the keyboard’s focus reaches it', (target: HTMLElement) => fireEvent.focus(target)],
  ])('starts at once when %s, before the click or key that moves it', (_, reach) => {
    renderInRemote(<ProductSlider title="Recommended" items={items} loading={false} />, inShop());

    reach(screen.getByRole('button', { name: 'Next products: Recommended' }));
    expect(sliderRef).toHaveBeenLastCalledWith(screen.getByTestId('slider-track'));
  });

  it('starts and then moves when a click comes before the start (one held until hydration and replayed)', () => {
    renderInRemote(<ProductSlider title="Recommended" items={items} loading={false} />, inShop());

    fireEvent.click(screen.getByRole('button', { name: 'Next products: Recommended' }));
    expect(started()).toBe(true);
    expect(keen.next).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Previous products: Recommended' }));
    expect(keen.prev).toHaveBeenCalledTimes(1);
    expect(keen.next).toHaveBeenCalledTimes(1);
  });

  it('starts and then moves for an arrow key pressed before the start', () => {
    renderInRemote(<ProductSlider title="Recommended" items={items} loading={false} />, inShop());

    fireEvent.keyDown(screen.getByRole('group', { name: '1 of 2' }), { key: 'ArrowLeft' });
    expect(keen.prev).toHaveBeenCalledTimes(1);
  });
});
