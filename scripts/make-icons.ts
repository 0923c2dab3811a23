// Draws the app's icons from the renderer's favicon (renderer/public/favicon.svg) with Debian's
// Chromium: build/icon.png (1024 px; electron-builder makes the Windows .ico and the macOS .icns
// from it) and build/icons/NxN.png, the sizes a Linux desktop looks up. Run after changing the
// favicon: `npx tsx scripts/make-icons.ts`; the PNGs are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const svg = readFileSync(join(ROOT, 'renderer/public/favicon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  mkdirSync(join(ROOT, 'build/icons'), { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(join(ROOT, `build/icons/${size}x${size}.png`), png);
    if (size === 1024) writeFileSync(join(ROOT, 'build/icon.png'), png);
  }
} finally {
  await browser.close();
}
