#!/usr/bin/env node
// Renders the raster icons and the social preview image from public/favicon.svg with the
// system Chromium, so they stay in step with the logo. Run after changing the logo:
//   node build/icons.mjs
// Writes public/favicon-32.png (the tab icon), public/icons/icon-192.png, icon-512.png,
// maskable-512.png, apple-touch-icon.png (180 px) and public/og-image.png (1200x630).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);
const favicon = await readFile('public/favicon.svg', 'utf8');
const maskable = await readFile('public/icons/maskable.svg', 'utf8');
// A sans-serif that renders the same on any machine that runs this (the site itself uses the system font).
const font = `'Liberation Sans', Arial, 'Helvetica Neue', 'DejaVu Sans', sans-serif`;

/** A square icon: the logo on white with a safe margin (`padding` of the side). */
const square = (svg, padding, background) =>
  `<body style="margin:0;display:grid;place-items:center;width:100vw;height:100vh;background:${background}">
     <div style="width:${100 - 2 * padding}vw;height:${100 - 2 * padding}vw">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
   </body>`;

const social = `<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;gap:28px;padding:0 96px;box-sizing:border-box;background:#ecfdf3;font-family:${font};color:#052415">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:120px;height:120px">${favicon.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
    <div style="font-size:96px;font-weight:700;letter-spacing:-2px">Nkra</div>
  </div>
  <div style="font-size:52px;font-weight:700;line-height:1.15;max-width:1000px">Bulk SMS that reaches every customer in Ghana</div>
  <div style="font-size:32px;color:#0f5132">MTN, Telecel and AT · plans from GH₵ 10.00 · non-expiring credits</div>
  <div style="position:absolute;left:0;right:0;bottom:0;height:18px;background:linear-gradient(90deg,#0b6b3a 0 70%,#fbbf24 70% 100%)"></div>
</body>`;

const jobs = [
  // The tab icon is a PNG, not the SVG: Chrome fetches and parses an SVG favicon again on the
  // page's main thread after every in-app navigation (history.pushState), a PNG it does not.
  {
    file: 'public/favicon-32.png',
    size: [32, 32],
    html: square(favicon, 0, 'transparent'),
    transparent: true,
  },
  { file: 'public/icons/icon-192.png', size: [192, 192], html: square(favicon, 8, '#ffffff') },
  { file: 'public/icons/icon-512.png', size: [512, 512], html: square(favicon, 8, '#ffffff') },
  { file: 'public/icons/maskable-512.png', size: [512, 512], html: square(maskable, 0, '#0b6b3a') },
  {
    file: 'public/icons/apple-touch-icon.png',
    size: [180, 180],
    html: square(favicon, 10, '#ffffff'),
  },
  { file: 'public/og-image.png', size: [1200, 630], html: social },
];

const browser = await chromium.launch({
  ...(chromePath ? { executablePath: chromePath } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, html, transparent = false } of jobs) {
    const page = await browser.newPage({ viewport: { width: size[0], height: size[1] } });
    await page.setContent(`<!doctype html><html><head><meta charset="utf-8"></head>${html}</html>`);
    await page.screenshot({ path: file, omitBackground: transparent });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
