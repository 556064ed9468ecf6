import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asStarted, MEMORY_ENV, MEMORY_FLAGS } from './memory-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server is started with its memory settings', () => {
  it('npm start sets each variable and flag before the start script', () => {
    const [before, after] = scripts.start!.split(' node ');
    expect(after).toBeDefined();
    for (const [name, value] of Object.entries(MEMORY_ENV)) expect(before!.split(' ')).toContain(`${name}=${value}`);
    const flags = after!.split(' src/server/cli/start.mjs')[0]!.split(' ');
    expect(flags).toEqual([...MEMORY_FLAGS]);
    expect(after!.endsWith('src/server/cli/start.mjs')).toBe(true);
  });

  it('only glibc settings and V8 flags a started process reads', () => {
    expect(Object.keys(MEMORY_ENV).every((name) => name.startsWith('MALLOC_'))).toBe(true);
    expect(MEMORY_FLAGS.every((flag) => process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!))).toBe(true);
  });

  it('a process started as npm start starts it: the flags before the entry, the variables over the environment', () => {
    const { args, env } = asStarted(['main.js'], { PATH: '/bin', MALLOC_ARENA_MAX: '8' });
    expect(args).toEqual([...MEMORY_FLAGS, 'main.js']);
    expect(env).toEqual({ PATH: '/bin', ...MEMORY_ENV });
  });
});
