import type { BrandId } from 'shared-contracts';
import { PALETTES, type Palette } from './brand-palettes';

/** Typography of a brand: font stacks (system fonts only, so nothing is fetched) and a type scale. */
interface Typography {
  body: string;
  heading: string;
  headingWeight: string;
  headingTransform: 'none' | 'uppercase';
  headingTracking: string;
  /** Ratio between steps of the type scale; the base step is 1rem. */
  scale: number;
  radius: { sm: string; md: string; lg: string };
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const TYPOGRAPHY: Readonly<Record<BrandId, Typography>> = {
  stud: {
    body: `"Helvetica Neue", Helvetica, Arial, ${SANS}`,
    heading: `"Arial Black", "Helvetica Neue", Helvetica, Arial, sans-serif`,
    headingWeight: '900',
    headingTransform: 'uppercase',
    headingTracking: '0.02em',
    scale: 1.25,
    radius: { sm: '2px', md: '4px', lg: '8px' },
  },
  cele: {
    body: SANS,
    heading: SANS,
    headingWeight: '700',
    headingTransform: 'none',
    headingTracking: '-0.01em',
    scale: 1.2,
    radius: { sm: '4px', md: '8px', lg: '12px' },
  },
  celeorg: {
    body: SANS,
    heading: 'Georgia, "Iowan Old Style", "Times New Roman", serif',
    headingWeight: '700',
    headingTransform: 'none',
    headingTracking: '0',
    scale: 1.2,
    radius: { sm: '4px', md: '6px', lg: '10px' },
  },
  careapp: {
    body: `Nunito, "Segoe UI Rounded", "SF Pro Rounded", ${SANS}`,
    heading: `Nunito, "Segoe UI Rounded", "SF Pro Rounded", ${SANS}`,
    headingWeight: '800',
    headingTransform: 'none',
    headingTracking: '0',
    scale: 1.25,
    radius: { sm: '8px', md: '14px', lg: '22px' },
  },
};

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function colourTokens(palette: Palette): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const role of Object.keys(palette) as (keyof Palette)[])
    tokens[`--color-${kebab(role)}`] = palette[role];
  return tokens;
}

function typeTokens(type: Typography): Record<string, string> {
  // Steps below and above the 1rem base; rounded so the CSS stays readable in devtools.
  const step = (n: number) => `${Math.round(type.scale ** n * 1000) / 1000}rem`;
  return {
    '--font-body': type.body,
    '--font-heading': type.heading,
    '--font-weight-heading': type.headingWeight,
    '--heading-transform': type.headingTransform,
    '--heading-letter-spacing': type.headingTracking,
    '--font-size-xs': step(-2),
    '--font-size-sm': step(-1),
    '--font-size-md': '1rem',
    '--font-size-lg': step(1),
    '--font-size-xl': step(2),
    '--font-size-2xl': step(3),
    '--font-size-3xl': step(4),
    '--line-height-body': '1.5',
    '--line-height-heading': '1.2',
    '--radius-sm': type.radius.sm,
    '--radius-md': type.radius.md,
    '--radius-lg': type.radius.lg,
  };
}

// Spacing and sizes are shared by every brand so remotes can lay out once.
const SPACE_TOKENS: Readonly<Record<string, string>> = {
  '--space-1': '0.25rem',
  '--space-2': '0.5rem',
  '--space-3': '0.75rem',
  '--space-4': '1rem',
  '--space-5': '1.5rem',
  '--space-6': '2rem',
  '--space-7': '3rem',
  '--space-8': '4rem',
  '--radius-pill': '999px',
  '--content-max-width': '75rem',
  '--header-height': '4rem',
  '--tap-target': '44px',
  '--shadow-sm': '0 1px 2px rgb(0 0 0 / 0.08)',
  '--shadow-md': '0 6px 20px rgb(0 0 0 / 0.14)',
  '--color-scrim': 'rgb(0 0 0 / 0.5)',
};

/**
 * Every design token of a brand as CSS custom properties (`--color-primary`, `--font-size-lg`,
 * `--space-4`...). The names are the contract with the remotes; the values are the brand's.
 */
export function designTokens(brand: BrandId): Record<string, string> {
  return { ...colourTokens(PALETTES[brand]), ...typeTokens(TYPOGRAPHY[brand]), ...SPACE_TOKENS };
}

/**
 * Sets a brand's tokens on <html>, so every remote's CSS Modules inherit them, and marks the brand.
 * A page the shell's server rendered has both in its <html> already (render-page.tsx): setting the
 * sixty properties again would restyle the whole document in the shell's first task for nothing.
 */
export function applyDesignTokens(brand: BrandId, root: HTMLElement = document.documentElement): void {
  if (root.dataset.brand === brand) return;
  for (const [name, value] of Object.entries(designTokens(brand))) root.style.setProperty(name, value);
  root.dataset.brand = brand;
}
