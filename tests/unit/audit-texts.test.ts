// Issue 42, point 7: every kind of audit row the server writes has Turkish words (src/shared/audit-texts.ts).
// The list of kinds is read from the server's code — each `audit(…, { action, entity })` call, the
// import's audit rows and the statements that insert into audit_log — so an action added without
// words fails here, and no history ever shows 'field_equipment · check_override'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeActivity } from '@shared/activity';
import { AUDIT_ACTION_VERBS, auditText } from '@shared/audit-texts';
import { MOVEMENT_KINDS } from '@shared/stock';

const SERVER = path.resolve(import.meta.dirname, '../../src/server');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The string literals an expression can yield (`'a'`, `x === 'y' ? 'a' : 'b'`); empty when it has none. */
const literals = (expression: string) => [...expression.slice(expression.indexOf('?') + 1).matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);

/** Calls whose action is a typed value rather than a literal: the values it can take, by file and expression. */
const ACTION_VALUES: Record<string, readonly string[]> = {
  // One audit row per stock movement, its action the movement's kind (docs/stock.md).
  'modules/stock/stock-ledger.ts m.kind': MOVEMENT_KINDS,
  // closeTransfer(…, action: 'receive' | 'cancel').
  'modules/stock/stock-transfers.service.ts action': ['receive', 'cancel'],
};

/** The import's audit calls whose entity is a typed value: the values it can take (none: a helper whose callers are read). */
const IMPORT_ENTITY_VALUES: Record<string, readonly string[]> = {
  // insertMissingNames(…, kind, …) for the brands and categories the file named.
  'modules/imports/equipment-import.ts kind': ['brands', 'categories'],
  // insertMissingNames' own auditImports(…, kind, …).
  'modules/imports/import-kind.ts kind': [],
};

interface Written {
  file: string;
  entity: string | null;
  action: string;
}

function writtenKinds(): Written[] {
  const found: Written[] = [];
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, 'utf8');
    const name = path.relative(SERVER, file);
    // audit(tx, { …, action: …, entity: …, … }) — the object up to its closing `})`.
    for (const call of text.matchAll(/\baudit\(\s*\w+,\s*\{([\s\S]*?)\}\s*\)/g)) {
      const body = call[1]!;
      const action = /\baction(?::\s*([^,\n]+)|\s*,)/.exec(body)?.[1] ?? 'action';
      // auditStatusChange's own row: its kinds are read from its callers below.
      if (name === path.join('db', 'audit.ts') && /\bentity: record\.entity\b/.test(body)) continue;
      const entityExpression = /\bentity:\s*([^,\n]+)/.exec(body)?.[1] ?? '';
      const entities = literals(entityExpression);
      const actions = ACTION_VALUES[`${name} ${action.trim()}`] ?? literals(action);
      expect(actions.length, `${name}: an audit call whose action is not written out`).toBeGreaterThan(0);
      for (const a of actions) {
        if (entities.length === 0) found.push({ file: name, entity: null, action: a });
        for (const e of entities) found.push({ file: name, entity: e, action: a });
      }
    }
    // A record moved to another status: auditStatusChange(tx, user, 'approve', { entity: 'requests', … }, …).
    const statusChanges = [...text.matchAll(/\bauditStatusChange\(\s*\w+,\s*[\w.]+,\s*'([a-z_]+)',\s*\{\s*entity:\s*'([a-z_]+)'/g)];
    // Every call names its action and entity as written words, or the scan would pass it by.
    const calls = (text.match(/\bauditStatusChange\(/g) ?? []).length - (text.match(/function auditStatusChange\(/g) ?? []).length;
    expect(statusChanges.length, `${name}: an auditStatusChange call whose action or entity is not written out`).toBe(calls);
    for (const m of statusChanges) found.push({ file: name, entity: m[2]!, action: m[1]! });
    // The import's rows: auditImports(tx, user, 'departments', …), insertMissingNames(tx, user, 'departments', …)
    // and auditFromWritten(user, 'workers', …).
    for (const m of text.matchAll(/\b(?:auditImports\(\s*\w+,|insertMissingNames\(\s*\w+,|auditFromWritten\()\s*[\w.]+,\s*([^,]+),/g)) {
      const entities = IMPORT_ENTITY_VALUES[`${name} ${m[1]!.trim()}`] ?? literals(m[1]!);
      if (entities.length === 0 && `${name} ${m[1]!.trim()}` in IMPORT_ENTITY_VALUES) continue;
      for (const e of entities.length ? entities : [null]) found.push({ file: name, entity: e, action: 'import' });
    }
    // Statements writing audit rows with a literal action: `… 'seed', 'database' …`.
    for (const m of text.matchAll(
      /insert into audit_log \(user_id, action, entity[^)]*\)\s*values\s*\([^,]+,\s*'([a-z_]+)',\s*'([a-z_]+)'/g,
    )) {
      found.push({ file: name, entity: m[2]!, action: m[1]! });
    }
  }
  return found;
}

describe('audit rows in Turkish', () => {
  const kinds = writtenKinds();

  it('finds the server’s audit calls (the scan reads the code)', () => {
    expect(kinds.length).toBeGreaterThan(40);
    expect(kinds).toContainEqual(expect.objectContaining({ entity: 'field_equipment', action: 'check_override' }));
    expect(kinds).toContainEqual(expect.objectContaining({ entity: 'equipment_check', action: 'create' }));
    expect(kinds).toContainEqual(expect.objectContaining({ entity: 'stocktake_sessions', action: 'take_late_reads' }));
    expect(kinds).toContainEqual(expect.objectContaining({ entity: 'workers', action: 'import' }));
    expect(kinds).toContainEqual(expect.objectContaining({ entity: 'database', action: 'seed' }));
    expect(kinds).toContainEqual(expect.objectContaining({ entity: 'requests', action: 'approve' }));
    expect(kinds).toContainEqual(
      expect.objectContaining({ file: 'modules/imports/equipment-import.ts', entity: 'brands', action: 'import' }),
    );
  });

  it('every action the server writes has Turkish words', () => {
    const missing = kinds.filter((k) => (k.entity === null ? !(k.action in AUDIT_ACTION_VERBS) : auditText(k.entity, k.action) === null));
    expect(missing).toEqual([]);
  });

  it('the history never shows raw names, and says an override’s reason and a recorded check', () => {
    for (const k of kinds) {
      const line = describeActivity({ entity: k.entity ?? 'brand', action: k.action, before: null, after: null });
      expect(line, `${k.entity}:${k.action}`).not.toMatch(/[a-z]_[a-z]|·/);
    }
    expect(
      describeActivity({
        entity: 'field_equipment',
        action: 'check_override',
        before: null,
        after: { reason: 'Acil iş, kontrol yarın yapılacak', refusal: '…' },
      }),
    ).toBe('Süresi geçmiş kontrole rağmen teslim edildi — gerekçe: Acil iş, kontrol yarın yapılacak');
    expect(
      describeActivity({
        entity: 'equipment_check',
        action: 'create',
        before: null,
        after: { check_name: 'Yıllık elektrik kontrolü', result: 'passed', checked_on: '2026-11-20' },
      }),
    ).toBe('Kontrol kaydedildi: Yıllık elektrik kontrolü — Uygun (20.11.2026)');
  });
});
