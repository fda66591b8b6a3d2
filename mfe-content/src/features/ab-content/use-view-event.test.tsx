import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { resetReportedViews, useViewEvent } from './use-view-event';

// jsdom has no layout, so IntersectionObserver is stood in for: the test says what is visible.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function showFraction(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances)
      for (const target of [...observer.targets])
        observer.callback(
          [{ target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  });
}

function Block({ variant, onView, disabled }: { variant: number; onView: () => void; disabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useViewEvent(ref, disabled ? null : { identifier: 'stud-home-hero', variant }, onView);
  return <div ref={ref}>block</div>;
}

describe('the A/B view event', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    resetReportedViews();
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  });

  it('fires when at least 50 percent of the block is visible, not before', () => {
    const onView = jest.fn();
    render(<Block variant={1} onView={onView} />);
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(0.5);
    showFraction(0.49);
    expect(onView).not.toHaveBeenCalled();
    showFraction(0.5);
    expect(onView).toHaveBeenCalledWith({ identifier: 'stud-home-hero', variant: 1 });
  });

  it('fires once per block and variant, even when the block is shown again', () => {
    const onView = jest.fn();
    const first = render(<Block variant={1} onView={onView} />);
    showFraction(1);
    showFraction(0.8);
    first.unmount();
    const { rerender } = render(<Block variant={1} onView={onView} />);
    showFraction(1);
    expect(onView).toHaveBeenCalledTimes(1);
    rerender(<Block variant={2} onView={onView} />);
    showFraction(1);
    expect(onView).toHaveBeenCalledTimes(2);
    expect(onView).toHaveBeenLastCalledWith({ identifier: 'stud-home-hero', variant: 2 });
  });

  it('fires nothing while disabled (the editor overlay)', () => {
    const onView = jest.fn();
    render(<Block variant={1} onView={onView} disabled />);
    showFraction(1);
    expect(onView).not.toHaveBeenCalled();
  });
});
