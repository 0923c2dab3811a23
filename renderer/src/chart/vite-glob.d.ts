// Vite's `import.meta.glob`, the one Vite feature the renderer uses beyond plain ES modules (it
// does not load vite/client's typings, which would bring globals the renderer must not rely on).
interface ImportMeta {
  glob<T>(
    pattern: string,
    options: { readonly import: 'default'; readonly query?: string },
  ): Record<string, () => Promise<T>>;
}
