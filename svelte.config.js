// Svelte compiler options shared by vite-plugin-svelte, svelte-check and eslint-plugin-svelte.
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess(),
};
