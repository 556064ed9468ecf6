// Build plugin: every `import … from 'sonner'` of the client gets src/app/lib/lazy-sonner.tsx,
// which loads the real sonner with the first toast (docs/decisions/0010-first-js-budget.md).
// Only that module itself reaches the real package.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const LAZY_SONNER = fileURLToPath(new URL('../lib/lazy-sonner.tsx', import.meta.url));

export function lazySonnerPlugin(): Plugin {
  return {
    name: 'depo:lazy-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer || importer.split('?')[0] === LAZY_SONNER) return null;
      return LAZY_SONNER;
    },
  };
}
