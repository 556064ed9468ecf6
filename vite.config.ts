import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { SIGN_IN_HTML, signInPagePlugin } from './src/app/features/auth/login/vite-plugin.ts';
import { jsBudgetPlugin } from './src/app/build/js-budget.ts';
import { trimPreloadList } from './src/app/build/preload-lists.ts';
import { noTestHooksPlugin } from './src/app/build/no-test-hooks.ts';
import { firstChunks } from './src/app/build/first-chunks.ts';
import { suitesRunElsewhere } from './tests/api-suites-once.ts';
import { filesThatReplaceModules } from './tests/modules-shared.ts';

// Path aliases (also in tsconfig.json `paths` and the lint resolver): '@shared/x' is src/shared/x, '@device/x' src/device/x.
const paths = [
  { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
  { find: '@device', replacement: fileURLToPath(new URL('./src/device', import.meta.url)) },
  { find: '@app', replacement: fileURLToPath(new URL('./src/app', import.meta.url)) },
  { find: '@server', replacement: fileURLToPath(new URL('./src/server', import.meta.url)) },
];
const alias = paths;

// The client's pages: the app (index.html) and the sign-in page with its own small script.
const clientPages: Record<string, string> = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  login: fileURLToPath(new URL(`./${SIGN_IN_HTML}`, import.meta.url)),
};

// VITE_STRICT_MODE=1 npm run build: the app runs under StrictMode (src/app/main.tsx) on React's
// development build, as StrictMode checks nothing in React's production build; the e2e suite is run
// once on it (docs/decisions/0011-react-as-asked.md). Its bundle is larger: the budget is only reported.
const strictMode = process.env.VITE_STRICT_MODE === '1';

// Our modules of the first screen and of the device copy's engine, one file each (src/app/build/first-chunks.ts).
const grouped = firstChunks({
  entry: 'src/app/main.tsx',
  groups: [
    { name: 'first-screen', starts: ['src/app/routes/_app.tsx', 'src/app/routes/_app/index.tsx'] },
    {
      name: 'device-copy',
      starts: ['src/app/lib/offline/offline-database.ts', 'src/app/lib/offline/start.ts', 'src/app/lib/reference-data/read.ts'],
    },
    {
      name: 'dashboard-blocks',
      starts: ['src/app/features/equipment/components/checks-due-block.tsx', 'src/app/features/dashboard/components/charts-slot.tsx'],
    },
  ],
  signedOut: [
    'src/app/features/auth/login/main.ts',
    'src/app/routes/login.tsx',
    'src/app/routes/unauthorized.tsx',
    'src/app/routes/belge.$code.tsx',
  ],
});

// The unit tests' files, and those of them and of the component tests that replace a module or a global.
const UNIT_FILES = ['src/**/*.test.ts', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts'];
const testRoot = fileURLToPath(new URL('.', import.meta.url));
const unitReplacing = filesThatReplaceModules(testRoot, ['src', 'sw', 'tests/unit'], '.test.ts');
const componentReplacing = filesThatReplaceModules(testRoot, ['src'], '.test.tsx');

// One config for the three builds: the client (default), the server (`vite build --ssr`)
// and the test projects. The server bundle keeps node_modules external.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias },
  ...(strictMode && !isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('development') } } : {}),
  plugins: isSsrBuild
    ? []
    : [
        tanstackRouter({
          target: 'react',
          routesDirectory: 'src/app/routes',
          generatedRouteTree: 'src/app/route-tree.gen.ts',
          autoCodeSplitting: true,
        }),
        react(),
        tailwindcss(),
        signInPagePlugin(),
        // `npm run build` fails when the page's test hooks reach a chunk users run.
        noTestHooksPlugin(),
        grouped.plugin,
        // `npm run build` fails when the JS from sign-in to the dashboard, or all the page fetches in
        // the 10 s after sign-in, grows past its budget (docs/performance.md "First JS").
        jsBudgetPlugin({
          parts: [
            {
              label: 'sign-in → dashboard drawn (app page, shell, dashboard route)',
              starts: ['src/app/main.tsx', 'src/app/routes/_app.tsx', 'src/app/routes/_app/index.tsx'],
              maxKb: 140,
            },
            {
              label:
                'fetched right after the first paint (device copy engine, outbox and sync, toasts, service worker helper, dashboard blocks)',
              starts: [
                'src/app/lib/offline/offline-database.ts',
                'src/app/lib/offline/start.ts',
                'src/app/lib/reference-data/read.ts',
                'sonner/dist/index.mjs',
                'workbox-window.prod.es5.mjs',
                'src/app/features/equipment/components/checks-due-block.tsx',
                'src/app/features/dashboard/components/charts-slot.tsx',
              ],
            },
          ],
          // Issue 40's target. Weighed as written (the preload lists included): 197.6 KB until our first-screen and
          // device-copy modules went into one file each, 190.0 KB since (docs/performance.md "Round 8").
          totalMaxKb: 190,
          enforce: !strictMode,
          reportFile: fileURLToPath(new URL('./dist/js-budget.json', import.meta.url)),
        }),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          // The glob below already finds the icons; the plugin adds the web manifest itself.
          includeManifestIcons: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          },
          manifest: {
            id: '/',
            name: 'Depo Takip',
            short_name: 'Depo Takip',
            description: 'Depo ve ekipman takip uygulaması',
            lang: 'tr',
            dir: 'ltr',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            orientation: 'any',
            background_color: '#f8fafc',
            theme_color: '#1d4ed8',
            categories: ['business', 'productivity'],
            prefer_related_applications: false,
            // Drawn by src/app/pwa/generate-icons.py; "maskable" keeps the glyph inside the safe circle.
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
              { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
              { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
            // Long-press on the installed icon: the field tasks done most often.
            shortcuts: [
              {
                name: 'Ekipman Teslim Et',
                url: '/field-equipment/issue',
                icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
              },
              {
                name: 'Arızalı Ekipmanlar',
                url: '/broken-equipment',
                icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
              },
              { name: 'Transferler', url: '/transfers', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
            ],
          },
        }),
      ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        // The server, and its worker threads (a file of their own each): large invoice bodies, uploaded spreadsheets;
        // and the build's last step, the client's compressed copies.
        rollupOptions: {
          input: {
            main: 'src/server/main.ts',
            precompress: 'src/server/cli/precompress.ts',
            'invoice-worker': 'src/server/modules/repairs/invoice-worker.ts',
            'import-worker': 'src/server/modules/imports/import-worker.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        target: 'es2022',
        // Every browser the app supports preloads modules itself: no polyfill on the first screen. The first
        // screen's chunks carry the preload lists of its own lazy chunks only (src/app/build/preload-lists.ts).
        modulePreload: { polyfill: false, resolveDependencies: trimPreloadList },
        rollupOptions: {
          input: clientPages,
          // The libraries every screen runs on (React, TanStack), in one file: a dozen small shared chunks compress
          // worse and cost a request each. Dexie stays apart (it loads after the first screen).
          output: {
            advancedChunks: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/,
                  priority: 10,
                },
                ...grouped.groups,
              ],
              includeDependenciesRecursively: false,
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    projects: [
      // unit and component: files share their worker's modules; the files that replace a module or a
      // global run in unit-isolated and component-isolated (tests/modules-shared.ts).
      ...[false, true].map((isolated) => ({
        resolve: { alias },
        test: {
          name: isolated ? 'unit-isolated' : 'unit',
          environment: 'node',
          ...(isolated ? { include: unitReplacing } : { include: UNIT_FILES, exclude: [...configDefaults.exclude, ...unitReplacing] }),
          isolate: isolated,
          // A file's own time is mostly starting its worker and importing (a tenth is its tests):
          // four at a time keep two cores busy where two left them idle (54 s → 34 s on a quiet machine).
          maxWorkers: 4,
          // Parsing a spreadsheet or starting PGlite took past 5 s beside the other stages at load 20.
          testTimeout: 20_000,
        },
      })),
      ...[false, true].map((isolated) => ({
        // Components rendered with Testing Library in happy-dom: the list kit, pickers, dialogs.
        plugins: [react()],
        // Testing Library's ES build (its default build is CommonJS, which no alias reaches).
        resolve: {
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
              ),
            },
            ...alias,
          ],
        },
        test: {
          name: isolated ? 'component-isolated' : 'component',
          environment: 'happy-dom',
          // Run through Vite (not Node's resolution): one copy of React for them and the app.
          server: { deps: { inline: [/@testing-library\/react/, /@tanstack\//, /react-hook-form/, /@hookform\//, /sonner/] } },
          ...(isolated
            ? { include: componentReplacing }
            : { include: ['src/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...componentReplacing] }),
          isolate: isolated,
          setupFiles: ['tests/helpers/component-setup.ts'],
          maxWorkers: 4,
          // A dialog test clicks through a form in happy-dom: 5 s was too little at load 40.
          testTimeout: 20_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // PGlite-only suites (data-directory lock, backup) do not apply to PostgreSQL runs, and
          // suites of several API processes on one database need PostgreSQL. `npm test` runs each
          // suite of tests/api-suites-once.ts on one of the two only (API_SUITES_ONCE).
          exclude: [
            ...(process.env.DATABASE_URL ? ['tests/api/embedded-*.test.ts'] : ['tests/api/pg-*.test.ts']),
            ...(process.env.API_SUITES_ONCE ? suitesRunElsewhere(process.env.DATABASE_URL ? 'postgres' : 'pglite') : []),
          ],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/cpu-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // One module graph per worker, not per suite: the server's modules are evaluated once,
          // and a worker keeps its PGlite copies for its next suite (tests/helpers/template-copies.ts,
          // docs/decisions/0012-test-architecture.md).
          isolate: false,
        },
      },
    ],
  },
}));
