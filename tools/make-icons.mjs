// Renders the app icons (assets/icons/*.png) from assets/favicon.svg with headless
// Chromium. Run once after changing the icon: node tools/make-icons.mjs
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

const svg = readFileSync(new URL('../assets/favicon.svg', import.meta.url), 'utf8');
mkdirSync(new URL('../assets/icons/', import.meta.url), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const icons = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  // Maskable: the picture inside the central safe zone, on the board's colour.
  ['icon-maskable-512.png', 512, 0.1],
];
for (const [name, size, inset] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const pad = Math.round(size * inset);
  await page.setContent(`<body style="margin:0;background:#d9a95b"><div style="padding:${pad}px">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}</div></body>`);
  await page.screenshot({ path: new URL(`../assets/icons/${name}`, import.meta.url).pathname, omitBackground: inset === 0 });
  await page.close();
}
await browser.close();
