import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import type { CatalogueItem } from 'shared-contracts';
import { CONSTANTS, MESSAGES, whenIdle } from 'shared-contracts';
import { padSlides, slidesPerView } from '../slider-rules';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-slider.module.css';

export interface ProductSliderProps {
  title: string;
  items: CatalogueItem[] | undefined;
  loading: boolean;
  onAddToCart?: (item: CatalogueItem) => void;
  /** The list holds the page's largest picture (the catalogue): its first image loads first. */
  priority?: boolean;
}

/**
 * Measures the slider's width, so slides per view follow it (170 px per slide). A callback ref:
 * the measured element appears only once the list has loaded. The width comes from the
 * ResizeObserver's first report, after the browser's layout: reading it in the ref would force a
 * layout inside React's commit and re-render the slider in that same task (on a server-rendered
 * page, the hydration's), one long task instead of two short ones.
 */
function useContainerWidth() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return;
    }
    observer.current = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.current.observe(element);
  }, []);
  return { ref, width };
}

/**
 * Whether keen-slider may start: once the browser is first idle, or at once when the shopper
 * reaches for the slider (a pointer, a touch or the keyboard's focus, all before the click or the
 * key that moves it). Its start measures every slide; put off, it is a task of its own rather than
 * part of the page's first render (the hydration's commit on a server-rendered page). Until then
 * the slides stand where keen-slider will put them (`perViewStyle`), so starting moves nothing.
 */
function useSliderStart() {
  const [started, setStarted] = useState(false);
  useEffect(() => (started ? undefined : whenIdle(() => setStarted(true))), [started]);
  const start = useCallback(() => setStarted(true), []);
  return { started, start };
}

/**
 * Slides per view as a CSS variable: the slides take their width from it before keen-slider
 * starts (it sets the same width inline then), so starting it moves nothing. Before the row is
 * measured (the shell's server render and the hydration that repeats it) there is no per-view:
 * the slides then take about the width they will have (CSS `.unmeasured`), not the whole row, so
 * the measured row is as tall and nothing below it moves.
 */
function perViewStyle(perView: number | null): CSSProperties {
  return {
    ...(perView === null ? {} : { '--per-view': perView }),
    '--slide-gap': `${CONSTANTS.slideGapPx}px`,
  } as CSSProperties;
}

/**
 * The track's classes: keen-slider's own, and until keen-slider starts, the spacing it will give
 * the slides (`waiting`) and, until the row is measured, their approximate width (`unmeasured`).
 */
function trackClassName(measured: boolean, started: boolean): string {
  return ['keen-slider', started ? '' : styles.waiting, measured ? '' : styles.unmeasured]
    .filter(Boolean)
    .join(' ');
}

/**
 * The product list/slider of docs/product.md §2 widget 3 on keen-slider: looping, slides per view = width /
 * 170 (at least 1, floored above 4), 10 px apart, padded to slides plus 4 items. "Loading..."
 * while loading, nothing when empty. A carousel for assistive technology, moved with its
 * buttons or the arrow keys.
 */
export function ProductSlider({ title, items, loading, onAddToCart, priority = false }: ProductSliderProps) {
  const headingId = useId();
  const { ref: measureRef, width } = useContainerWidth();
  const { started, start } = useSliderStart();
  const perView = slidesPerView(width);
  const slides = padSlides(items ?? [], perView);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      slides: { perView, spacing: CONSTANTS.slideGapPx },
    },
    [],
  );

  // A move asked for before keen-slider started (a click held until hydration and replayed, a key):
  // it starts, then moves.
  const pendingMove = useRef<'next' | 'prev' | null>(null);
  const move = (direction: 'next' | 'prev') => {
    if (slider.current) {
      slider.current[direction]();
      return;
    }
    pendingMove.current = direction;
    start();
  };

  // keen-slider reads its options once, when it starts (from the first render, before the row was
  // measured): tell it when it starts and whenever the width or the slides change, before the paint.
  useLayoutEffect(() => {
    slider.current?.update({ loop: true, slides: { perView, spacing: CONSTANTS.slideGapPx } });
    const direction = pendingMove.current;
    if (direction && slider.current) {
      pendingMove.current = null;
      slider.current[direction]();
    }
  }, [slider, perView, slides.length, started]);

  // The row as it will be (same header height, same card widths and picture squares), so nothing
  // below it moves when the products arrive (a layout shift: docs/architecture.md "Look and feel").
  if (loading) {
    return (
      <section className={styles.section} aria-labelledby={headingId} aria-busy="true">
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div ref={measureRef} className={styles.viewport}>
          <p role="status" className={styles.loadingText}>
            {MESSAGES.loading}
          </p>
          <div className={styles.skeletonRow} style={perViewStyle(perView)}>
            {Array.from({ length: Math.ceil(perView) }, (_, index) => (
              <ProductCardSkeleton key={index} withAddButton={Boolean(onAddToCart)} />
            ))}
          </div>
        </div>
      </section>
    );
  }
  if (slides.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move('next');
    else if (event.key === 'ArrowLeft') move('prev');
    else return;
    event.preventDefault();
  };
  const realCount = items?.length ?? 0;

  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      onPointerDown={start}
      onFocus={start}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`Previous products: ${title}`}
            onClick={() => move('prev')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`Next products: ${title}`}
            onClick={() => move('next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div ref={measureRef} className={styles.viewport}>
        <div
          ref={started ? sliderRef : undefined}
          className={trackClassName(width > 0, started)}
          data-testid="slider-track"
          data-per-view={perView}
          style={perViewStyle(width === 0 ? null : perView)}
        >
          {slides.map(({ item, copy }, index) => (
            <div
              key={`${item.id}-${index}`}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={copy ? undefined : `${index + 1} of ${realCount}`}
              aria-hidden={copy || undefined}
            >
              <ProductCard
                item={item}
                priority={priority && index === 0}
                copy={copy}
                {...(onAddToCart ? { onAddToCart } : {})}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
