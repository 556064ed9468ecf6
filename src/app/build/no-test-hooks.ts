// Build check: the page's test hooks (`window.__depo…`, src/app/lib/offline/test-hooks.ts) are in
// no chunk a user's page runs. They live in a chunk of their own that the signed-in app loads only
// when an end-to-end test asks for it (start.ts TEST_HOOKS_EVENT); `npm run build` fails when a
// hook's name turns up in any other chunk, or when some chunk imports the hooks' chunk statically.
import type { Plugin } from 'vite';

/** What the check needs of an emitted chunk. */
export interface HookChunk {
  fileName: string;
  code: string;
  /** Files it imports statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

const HOOKS_MODULE = 'src/app/lib/offline/test-hooks.ts';
const HOOK_NAME = '__depo';

export function testHookProblems(chunks: readonly HookChunk[]): string[] {
  const hooks = new Set(chunks.filter((c) => c.moduleIds.some((id) => id.split('?')[0]!.endsWith(HOOKS_MODULE))).map((c) => c.fileName));
  const problems: string[] = [];
  for (const c of chunks) {
    if (!hooks.has(c.fileName) && c.code.includes(HOOK_NAME))
      problems.push(`${c.fileName} holds a test hook's name (${HOOK_NAME}…): only ${HOOKS_MODULE} may set one`);
    const imported = c.imports.filter((i) => hooks.has(i));
    if (imported.length)
      problems.push(
        `${c.fileName} imports the test hooks' chunk statically (${imported.join(', ')}): load it with import() on the tests' request only`,
      );
  }
  return problems;
}

export function noTestHooksPlugin(): Plugin {
  return {
    name: 'depo:no-test-hooks',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks: HookChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk')
          chunks.push({ fileName: item.fileName, code: item.code, imports: item.imports, moduleIds: Object.keys(item.modules) });
      }
      const problems = testHookProblems(chunks);
      if (problems.length) this.error(`Test hooks in the app's bundle:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    },
  };
}
