import { padSlides, slidesPerView } from './slider-rules';

describe('the product slider rules', () => {
  it('shows container width / 170 slides, at least 1, floored when above 4', () => {
    expect(slidesPerView(100)).toBe(1);
    expect(slidesPerView(0)).toBe(1);
    expect(slidesPerView(340)).toBe(2);
    expect(slidesPerView(425)).toBe(2.5);
    expect(slidesPerView(680)).toBe(4);
    expect(slidesPerView(900)).toBe(5);
    expect(slidesPerView(1190)).toBe(7);
  });

  it('pads the items to slides per view plus 4 by repeating them', () => {
    const padded = padSlides(['a', 'b'], 2.5);
    expect(padded.map((slide) => slide.item)).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a']);
    expect(padded.filter((slide) => !slide.copy)).toHaveLength(2);
  });

  it('leaves a long enough list as it is, and an empty one empty', () => {
    const many = Array.from({ length: 12 }, (_, index) => index);
    expect(padSlides(many, 5)).toHaveLength(12);
    expect(padSlides([], 3)).toEqual([]);
  });
});
