// Lint: strict TypeScript plus the one-way import rules of DESIGN.md §1
// (app/sw/server → shared, app/sw → device (the outbox core, browser only) → shared; a client feature never reaches into another feature; the app's
// shared folders, components/ and lib/, never import a feature).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The path aliases of tsconfig.json and vite.config.ts, so the import rules see through them.
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
  alias: {
    '@shared': [here('./src/shared')],
    '@device': [here('./src/device')],
    '@app': [here('./src/app')],
    '@server': [here('./src/server')],
  },
});

// Every folder of src/app/features, read here so that a new feature is covered without a list to keep.
const features = readdirSync(here('./src/app/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/app/route-tree.gen.ts', 'test-results/**', 'playwright-report/**', 'tests/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // no-cycle reads the imported modules itself, so it is told which parser reads TypeScript.
    settings: {
      'import-x/resolver-next': [resolver],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/app', './src/server', './sw', './src/device'],
              message: 'shared runs everywhere: it imports nothing of app, server, sw or device.',
            },
            {
              target: './src/device',
              from: ['./src/app', './src/server', './sw'],
              message: 'The device core (outbox, its storage) runs in the page and the service worker: it imports only src/shared.',
            },
            {
              target: './src/app',
              from: ['./src/server', './sw'],
              message: 'The app imports only src/shared and src/device (and the server AppType as a type).',
            },
            {
              target: './src/server',
              from: ['./src/app', './sw', './src/device'],
              message: 'The server imports only src/shared (the device core is browser code).',
            },
            { target: './sw', from: ['./src/app', './src/server'], message: 'The service worker imports only src/shared and src/device.' },
            {
              target: ['./src/app/components', './src/app/lib'],
              from: './src/app/features',
              message: 'components/ and lib/ are shared by every feature: they never import one (move the piece into components/ or lib/).',
            },
            ...features.map((f) => ({
              target: `./src/app/features/${f}`,
              from: './src/app/features',
              except: [`./${f}`],
              message: 'A feature does not import another feature; shared widgets live in src/app/components.',
            })),
          ],
        },
      ],
    },
  },
);
