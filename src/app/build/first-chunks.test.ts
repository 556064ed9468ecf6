// The groups of our first-screen and device-copy modules: each takes what its starts reach, less the
// entry's modules, the signed-out pages' modules, libraries and an earlier group's modules.
import { describe, expect, it } from 'vitest';
import { firstChunkSets } from './first-chunks';

const graph: Record<string, string[]> = {
  '/repo/src/app/main.tsx': ['/repo/src/app/lib/session.tsx', '/repo/node_modules/react/index.js'],
  '/repo/src/app/lib/session.tsx': [],
  '/repo/src/app/routes/_app.tsx?tsr-split=component': ['/repo/src/app/components/app-shell.tsx', '/repo/src/app/lib/session.tsx'],
  '/repo/src/app/components/app-shell.tsx': ['/repo/src/shared/format.ts', '/repo/src/app/lib/offline/mirror-status.ts'],
  '/repo/src/app/lib/offline/mirror-status.ts': [],
  '/repo/src/shared/format.ts': [],
  '/repo/src/app/routes/belge.$code.tsx': ['/repo/src/shared/format.ts'],
  '/repo/src/app/lib/offline/start.ts': [
    '/repo/src/app/lib/offline/mirror-status.ts',
    '/repo/src/app/lib/offline/outbox.ts',
    '/repo/node_modules/dexie/import-wrapper.mjs',
  ],
  '/repo/src/app/lib/offline/outbox.ts': [],
  '/repo/node_modules/react/index.js': [],
  '/repo/node_modules/dexie/import-wrapper.mjs': [],
};

describe('first chunks', () => {
  const sets = firstChunkSets(
    { ids: () => Object.keys(graph), imports: (id) => graph[id] ?? [] },
    {
      entry: 'src/app/main.tsx',
      groups: [
        { name: 'first-screen', starts: ['src/app/routes/_app.tsx'] },
        { name: 'device-copy', starts: ['src/app/lib/offline/start.ts'] },
      ],
      signedOut: ['src/app/routes/belge.$code.tsx'],
    },
  );

  it('groups what the starts reach, less the entry, the signed-out pages and libraries', () => {
    expect([...sets.get('first-screen')!].sort()).toEqual([
      '/repo/src/app/components/app-shell.tsx',
      '/repo/src/app/lib/offline/mirror-status.ts',
      '/repo/src/app/routes/_app.tsx?tsr-split=component',
    ]);
  });

  it('leaves a module to the earlier group that holds it', () => {
    expect([...sets.get('device-copy')!].sort()).toEqual(['/repo/src/app/lib/offline/outbox.ts', '/repo/src/app/lib/offline/start.ts']);
  });
});
