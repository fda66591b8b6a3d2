import type { BrandId } from 'shared-contracts';

/**
 * Colour roles every component styles with. Each "on-X" colour is the text colour for an X
 * background; pairs are checked for WCAG AA contrast in brand-palettes.test.ts.
 */
export interface Palette {
  bg: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  link: string;
  focus: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  headerBg: string;
  headerText: string;
  footerBg: string;
  footerText: string;
  bannerBg: string;
  bannerText: string;
  skeleton: string;
}

// Stud: confident ink with a burnt-orange accent, like a streetwear label.
const stud: Palette = {
  bg: '#ffffff',
  surface: '#f4f4f2',
  text: '#111111',
  textMuted: '#52525b',
  border: '#d4d4d8',
  primary: '#111111',
  primaryHover: '#2e2e2e',
  onPrimary: '#ffffff',
  accent: '#c2410c',
  onAccent: '#ffffff',
  link: '#111111',
  focus: '#2563eb',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  success: '#166534',
  onSuccess: '#ffffff',
  headerBg: '#111111',
  headerText: '#ffffff',
  footerBg: '#111111',
  footerText: '#f4f4f5',
  bannerBg: '#c2410c',
  bannerText: '#ffffff',
  skeleton: '#e7e7e4',
};

// {product}cele: clinical and trustworthy, deep blue with a teal accent on white.
const cele: Palette = {
  bg: '#ffffff',
  surface: '#f0f6fa',
  text: '#0f2a3d',
  textMuted: '#4a6072',
  border: '#c9d8e3',
  primary: '#0b5f8a',
  primaryHover: '#084c6f',
  onPrimary: '#ffffff',
  accent: '#0f766e',
  onAccent: '#ffffff',
  link: '#0b5f8a',
  focus: '#c2570c',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#0f766e',
  onSuccess: '#ffffff',
  headerBg: '#ffffff',
  headerText: '#0f2a3d',
  footerBg: '#0b3954',
  footerText: '#eef6fb',
  bannerBg: '#0f766e',
  bannerText: '#ffffff',
  skeleton: '#e2ecf2',
};

// {product}celeorg: calm and informational, sage green with a quiet blue.
const celeorg: Palette = {
  bg: '#ffffff',
  surface: '#eef6f1',
  text: '#1b2e28',
  textMuted: '#4b5f58',
  border: '#c8dbd1',
  primary: '#1f6f54',
  primaryHover: '#185a44',
  onPrimary: '#ffffff',
  accent: '#2a5f9e',
  onAccent: '#ffffff',
  link: '#1f6f54',
  focus: '#2a5f9e',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#1f6f54',
  onSuccess: '#ffffff',
  headerBg: '#eef6f1',
  headerText: '#1b2e28',
  footerBg: '#1b3a31',
  footerText: '#eef6f1',
  bannerBg: '#2a5f9e',
  bannerText: '#ffffff',
  skeleton: '#dfebe4',
};

// Careapp: warm and friendly, terracotta with a leafy green on a cream background.
const careapp: Palette = {
  bg: '#fffaf5',
  surface: '#fff0e3',
  text: '#2d1f1a',
  textMuted: '#6b5147',
  border: '#ecd5c3',
  primary: '#b4432a',
  primaryHover: '#983722',
  onPrimary: '#ffffff',
  accent: '#2f7456',
  onAccent: '#ffffff',
  link: '#983722',
  focus: '#1d4ed8',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#2f7456',
  onSuccess: '#ffffff',
  headerBg: '#fffaf5',
  headerText: '#2d1f1a',
  footerBg: '#3b2a24',
  footerText: '#fff0e3',
  bannerBg: '#2f7456',
  bannerText: '#ffffff',
  skeleton: '#f3e4d7',
};

/** Colour palette of each brand (docs/architecture.md "Look and feel"). */
export const PALETTES: Readonly<Record<BrandId, Palette>> = { stud, cele, celeorg, careapp };
