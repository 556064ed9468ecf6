import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

// One config for the three builds: the client (default), the server (`vite build --ssr`)
// and the test projects. The server bundle keeps node_modules external.
export default defineConfig(({ isSsrBuild }) => ({
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
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          registerType: 'prompt',
          injectRegister: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          },
          manifest: {
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
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
              { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            ],
          },
        }),
      ],
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : { outDir: 'dist/client', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
}));
