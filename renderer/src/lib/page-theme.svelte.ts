// The page's theme as state a chart can follow. Night mode (settings/theme.ts) sets data-theme on
// <html>; one observer of that attribute (and the class) updates `key`, started by the first
// reader. A chart reads pageThemeKey() in the effect that draws it and is drawn again, with the
// new colours, when the theme changes: one event source, not a counter in every chart.

function readKey(root: HTMLElement): string {
  return `${root.getAttribute('data-theme') ?? ''} ${root.className}`;
}

const hasPage = typeof document !== 'undefined' && typeof MutationObserver !== 'undefined';
let key = $state(hasPage ? readKey(document.documentElement) : '');
let observing = false;

/** Which theme the page shows now; reading it in an effect makes the effect follow the theme. */
export function pageThemeKey(): string {
  if (!observing && hasPage) {
    observing = true;
    const root = document.documentElement;
    new MutationObserver(() => (key = readKey(root))).observe(root, {
      attributes: true,
      attributeFilter: ['data-theme', 'class'],
    });
  }
  return key;
}
