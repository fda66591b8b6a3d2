import { BRAND_IDS } from 'shared-contracts';
import { PALETTES, type Palette } from './brand-palettes';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text pairs need 4.5:1 (AA, normal text); focus rings need 3:1. The dark footers draw their
// focus ring in the footer text colour, which the text pairs already cover.
const TEXT_PAIRS: ReadonlyArray<[keyof Palette, keyof Palette]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['link', 'bg'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onAccent', 'accent'],
  ['onDanger', 'danger'],
  ['onSuccess', 'success'],
  ['danger', 'bg'],
  ['headerText', 'headerBg'],
  ['footerText', 'footerBg'],
  ['bannerText', 'bannerBg'],
];
const FOCUS_PAIRS: ReadonlyArray<[keyof Palette, keyof Palette]> = [
  ['focus', 'bg'],
  ['focus', 'headerBg'],
];

describe.each(BRAND_IDS)('the %s palette', (brand) => {
  const palette = PALETTES[brand];

  it.each(TEXT_PAIRS)('has AA contrast for %s on %s', (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_PAIRS)('shows the focus ring (%s) against %s', (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
