// Lint: typescript-eslint + eslint-plugin-svelte, and the layer arrows of ARCHITECTURE.md
// enforced as import bans (shared -> nothing; backend/sandbox/cli never import electron;
// raw ipcMain/ipcRenderer only in the IPC wrapper files).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'url',
  'util',
  'worker_threads',
  'zlib',
];

/** Files allowed to touch ipcMain / ipcRenderer directly (the typed wrappers). */
const ipcWrappers = ['electron/main/ipc.ts', 'electron/preload/index.ts'];

const rawIpcBan = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Use the typed IPC wrappers built from shared/ipc (electron/main/ipc.ts, electron/preload).',
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'artifacts/**',
      '.cache/**',
      'shared/transit/gen/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The main bundle is scanned by electronegativity, whose parser fails on #private members.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'PrivateIdentifier',
          message:
            'Use TypeScript `private`: the electronegativity scan of the main bundle cannot parse #private members.',
        },
      ],
      'no-restricted-imports': ['error', { paths: [rawIpcBan] }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', ...nodeBuiltins].map((name) => ({
            name,
            message: 'shared/ is pure TypeScript: no Node, no Electron.',
          })),
          patterns: [
            { regex: '^node:', message: 'shared/ is pure TypeScript: no node: modules.' },
            { regex: '(^|/)(electron|renderer)/', message: 'shared/ imports nothing from electron/ or renderer/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/backend/**/*.ts', 'electron/sandbox/**/*.ts', 'electron/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'backend, sandbox and cli run under plain Node: never import electron.' },
          ],
          patterns: [{ regex: '(^|/)renderer/', message: 'electron/ never imports the renderer.' }],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer reaches the backend only through renderer/src/lib/backend.ts.' },
            rawIpcBan,
          ],
          patterns: [
            { regex: '^node:', message: 'No Node in the renderer.' },
            { regex: '(^|/)electron/', message: 'The renderer imports shared/, never electron/.' },
          ],
        },
      ],
    },
  },
  {
    files: ipcWrappers,
    rules: { 'no-restricted-imports': 'off' },
  },
);
