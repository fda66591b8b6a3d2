// Draws the seeded catalogue's product pictures as SVG files in static/media/v1/products/.
//   node api-server/scripts/draw-product-images.mjs
// The files are committed; run this again only to change them, and then bump the `v1` folder
// (MEDIA_VERSION in src/modules/shop/media.ts), because browsers keep them for a year.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'media', 'v1', 'products');
mkdirSync(outDir, { recursive: true });

const COLOURS = {
  black: ['#1f2328', '#3a4048'],
  navy: ['#1d2f5c', '#34508f'],
  grey: ['#8a9099', '#b3b8bf'],
  red: ['#a3202a', '#d0424c'],
  blue: ['#2467b3', '#4f8fd6'],
  white: ['#e9ebee', '#ffffff'],
  green: ['#2f6b45', '#4c9466'],
};

const frame = (body, background = '#f4f1ec') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
  `<rect width="800" height="800" fill="${background}"/>${body}</svg>\n`;

// Front of a brief: waistband, body and leg openings.
function brief([main, light], legCut) {
  return frame(
    `<path d="M150 250 H650 L640 330 C560 360 520 430 470 560 H330 C280 430 240 360 160 330 Z" fill="${main}"/>` +
      `<rect x="150" y="230" width="500" height="48" rx="10" fill="${light}"/>` +
      `<text x="400" y="264" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${main}" text-anchor="middle" letter-spacing="8">STUD</text>` +
      `<path d="M350 300 C370 380 430 380 450 300" fill="none" stroke="${light}" stroke-width="6" stroke-linecap="round"/>` +
      (legCut
        ? `<path d="M160 330 C240 360 280 430 330 560" fill="none" stroke="${light}" stroke-width="8"/><path d="M640 330 C560 360 520 430 470 560" fill="none" stroke="${light}" stroke-width="8"/>`
        : ''),
  );
}

// Boxer or boxer brief: longer legs.
function boxer([main, light], legLength) {
  const bottom = 330 + legLength;
  return frame(
    `<path d="M170 250 H630 L660 ${bottom} H450 L400 430 L350 ${bottom} H140 Z" fill="${main}"/>` +
      `<rect x="165" y="230" width="470" height="50" rx="10" fill="${light}"/>` +
      `<text x="400" y="265" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${main}" text-anchor="middle" letter-spacing="8">STUD</text>` +
      `<path d="M140 ${bottom - 18} H350 M450 ${bottom - 18} H660" stroke="${light}" stroke-width="8"/>`,
  );
}

// The same garment folded, seen from above, with its size label: the second picture of each colour.
function folded([main, light]) {
  return frame(
    `<rect x="200" y="220" width="400" height="360" rx="28" fill="${main}"/>` +
      `<rect x="200" y="220" width="400" height="60" rx="20" fill="${light}"/>` +
      `<rect x="350" y="330" width="100" height="60" rx="6" fill="#ffffff"/>` +
      `<text x="400" y="370" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#1f2328" text-anchor="middle">STUD</text>`,
    '#e8e3da',
  );
}

function guide() {
  return frame(
    `<rect x="230" y="140" width="340" height="500" rx="12" fill="#23495e"/>` +
      `<rect x="230" y="140" width="34" height="500" fill="#183445"/>` +
      `<text x="420" y="300" font-family="Georgia, serif" font-size="46" fill="#f4f1ec" text-anchor="middle">The</text>` +
      `<text x="420" y="360" font-family="Georgia, serif" font-size="46" fill="#f4f1ec" text-anchor="middle">Healing</text>` +
      `<text x="420" y="420" font-family="Georgia, serif" font-size="46" fill="#f4f1ec" text-anchor="middle">Guide</text>` +
      `<path d="M360 480 C390 450 450 450 480 480" stroke="#e0b25b" stroke-width="6" fill="none"/>`,
  );
}

function guidePages() {
  return frame(
    `<path d="M120 220 C250 190 330 200 400 240 V600 C330 560 250 550 120 580 Z" fill="#ffffff" stroke="#c9c2b6" stroke-width="4"/>` +
      `<path d="M680 220 C550 190 470 200 400 240 V600 C470 560 550 550 680 580 Z" fill="#ffffff" stroke="#c9c2b6" stroke-width="4"/>` +
      [270, 310, 350, 390, 430, 470]
        .map(
          (y) =>
            `<path d="M160 ${y} H360 M440 ${y} H640" stroke="#c9c2b6" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join(''),
  );
}

function bottle(x, label, colour) {
  return (
    `<rect x="${x}" y="260" width="150" height="300" rx="24" fill="${colour}"/>` +
    `<rect x="${x + 25}" y="220" width="100" height="50" rx="8" fill="#d9d4cb"/>` +
    `<rect x="${x + 15}" y="350" width="120" height="110" rx="8" fill="#ffffff"/>` +
    `<text x="${x + 75}" y="415" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#1f2328" text-anchor="middle">${label}</text>`
  );
}

function supplements(days) {
  return frame(
    bottle(150, 'VEIN', '#2f6b45') + bottle(325, 'FLOW', '#23495e') + bottle(500, `${days}D`, '#a3652a'),
  );
}

function video() {
  return frame(
    `<rect x="120" y="200" width="560" height="340" rx="24" fill="#1f2328"/>` +
      `<path d="M360 300 L480 370 L360 440 Z" fill="#f4f1ec"/>` +
      `<rect x="120" y="570" width="560" height="14" rx="7" fill="#c9c2b6"/><rect x="120" y="570" width="200" height="14" rx="7" fill="#a3202a"/>`,
  );
}

function checkIn() {
  return frame(
    `<circle cx="400" cy="330" r="120" fill="#23495e"/>` +
      `<path d="M340 330 L385 375 L465 285" stroke="#f4f1ec" stroke-width="24" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="220" y="500" width="360" height="40" rx="20" fill="#c9c2b6"/>`,
  );
}

function bundle() {
  return frame(
    `<rect x="140" y="300" width="520" height="300" rx="20" fill="#a3652a"/>` +
      `<path d="M140 300 L400 200 L660 300" fill="#c98a4c"/>` +
      `<rect x="370" y="300" width="60" height="300" fill="#e0b25b"/>` +
      `<text x="400" y="470" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle" transform="rotate(-90 400 470)">STUD</text>`,
  );
}

const files = {
  'guide-cover.svg': guide(),
  'guide-pages.svg': guidePages(),
  'supplements-30.svg': supplements(30),
  'supplements-90.svg': supplements(90),
  'video-series.svg': video(),
  'check-in.svg': checkIn(),
  'starter-bundle.svg': bundle(),
};
for (const colour of ['black', 'navy', 'grey', 'red']) {
  files[`brief-${colour}.svg`] = brief(COLOURS[colour], true);
  files[`brief-${colour}-folded.svg`] = folded(COLOURS[colour]);
}
for (const colour of ['black', 'grey', 'blue']) {
  files[`boxer-brief-${colour}.svg`] = boxer(COLOURS[colour], 150);
  files[`boxer-brief-${colour}-folded.svg`] = folded(COLOURS[colour]);
}
for (const colour of ['black', 'white', 'green']) {
  files[`boxer-${colour}.svg`] = boxer(COLOURS[colour], 110);
  files[`boxer-${colour}-folded.svg`] = folded(COLOURS[colour]);
}
for (const [name, svg] of Object.entries(files)) writeFileSync(join(outDir, name), svg);
console.log(`drew ${Object.keys(files).length} pictures in ${outDir}`);
