import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInRemote } from 'remote-kit/testing';
import { catalogueCard, inShop } from '../../../testing/shop-test-kit';
import { ProductSlider } from './product-slider';

describe('ProductSlider', () => {
  it('shows Loading... while loading', () => {
    // The page's own live region is the one status here.
    renderInRemote(<ProductSlider title="Recommended" items={undefined} loading />, {
      ...inShop(),
      address: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("keeps the loaded row's place while loading: skeleton cards with a picture square and an Add to cart box", () => {
    const { container } = renderInRemote(
      <ProductSlider title="Recommended" items={undefined} loading onAddToCart={() => undefined} />,
      inShop(),
    );
    // jsdom measures no width: one slide in view, so one card stands in for the row.
    const blocks = container.querySelectorAll('[data-skeleton="block"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveStyle({ aspectRatio: '1 / 1' });
    expect(blocks[1]).toHaveStyle({ height: '44px' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended' })).toBeInTheDocument();
  });

  it('shows nothing when the list is empty', () => {
    const { container } = renderInRemote(<ProductSlider title="Recommended" items={[]} loading={false} />, {
      ...inShop(),
      address: false,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('is announced as a carousel with a title, cards linking to {prefix}/shop/{slug}, price and discount', () => {
    renderInRemote(
      <ProductSlider
        title="Recommended"
        items={[catalogueCard('stud-support-brief', 'Stud Support Brief')]}
        loading={false}
      />,
      inShop(),
    );
    const carousel = screen.getByRole('region', { name: 'Recommended' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const link = screen.getByRole('link', { name: /Stud Support Brief/ });
    expect(link).toHaveAttribute('href', '/stud/shop/stud-support-brief');
    const slide = screen.getByRole('group', { name: '1 of 1' });
    expect(within(slide).getByText('$28.80')).toBeVisible();
    expect(within(slide).getByText('20% OFF')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next products: Recommended' })).toBeEnabled();
  });

  it('cuts card titles at 83 characters', () => {
    const long = 'Stud Cooling Boxer Brief with Mesh Support Pouch for All-Day Comfort and Fresh Airflow';
    renderInRemote(
      <ProductSlider title="Recommended" items={[catalogueCard('long', long)]} loading={false} />,
      inShop(),
    );
    expect(screen.getByRole('heading', { level: 3, name: `${long.slice(0, 83)}...` })).toBeInTheDocument();
  });

  it('loads the first picture eagerly with high priority and the others lazily, all with fixed sizes', () => {
    renderInRemote(
      <ProductSlider
        title="Shop"
        items={[catalogueCard('a', 'First'), catalogueCard('b', 'Second')]}
        loading={false}

        priority
      />,
      inShop(),
    );
    const [first, second] = screen.getAllByRole('img', { name: /First|Second/ });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '170');
    expect(first).toHaveAttribute('srcset');
  });

  describe('before and after the row is measured', () => {
    const items = [catalogueCard('a', 'Brief A'), catalogueCard('b', 'Brief B')];

    it('gives no slides per view before it is measured (the server render), so slides keep about their own width', () => {
      renderInRemote(<ProductSlider title="Recommended" items={items} loading={false} />, inShop());
      const track = screen.getByTestId('slider-track');
      expect(track.className).toMatch(/unmeasured/);
      expect(track.style.getPropertyValue('--per-view')).toBe('');
    });

    it('sets slides per view from the width the browser reports after its layout', async () => {
      // As a browser's ResizeObserver: its first report comes after the layout, not in the render.
      const reported = jest.fn();
      class ReportingResizeObserver {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(element: Element) {
          reported();
          queueMicrotask(() =>
            act(() =>
              this.report(
                [{ target: element, contentRect: { width: 380 } } as ResizeObserverEntry],
                this as unknown as ResizeObserver,
              ),
            ),
          );
        }
        disconnect() {}
        unobserve() {}
      }
      const original = globalThis.ResizeObserver;
      globalThis.ResizeObserver = ReportingResizeObserver;
      try {
        renderInRemote(<ProductSlider title="Recommended" items={items} loading={false} />, inShop());
        const track = screen.getByTestId('slider-track');
        expect(track.className).toMatch(/unmeasured/);
        await waitFor(() => expect(track.className).not.toMatch(/unmeasured/));
        expect(Number(track.style.getPropertyValue('--per-view'))).toBeCloseTo(380 / 170);
        expect(reported).toHaveBeenCalledTimes(1);
      } finally {
        globalThis.ResizeObserver = original;
      }
    });
  });
});
