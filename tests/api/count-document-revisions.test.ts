// Issue 42, point 4: a read taken into a closed count ('Sonuca Al') changes the count's sealed result,
// so the count's document (SAY-) is sealed again as a new revision. The paper printed at the close
// stays genuine: its revision is listed, superseded, its fingerprint unchanged, and the page says
// 'valid' — never 'Belge kayıtlarla uyuşmuyor' (altered) for a genuine count. Leaving a read out
// changes nothing signed and opens no revision.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { paper, verify } from '../helpers/documents';
import { createEquipment, createWarehouse } from '../helpers/fixtures';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: string; document: { id: string; number: string } | null };

function read(sessionId: string, serial: string) {
  const id = randomUUID();
  return t.request<{ id: string; late: boolean }>('POST', `/stocktakes/${sessionId}/reads`, {
    token: t.adminToken,
    body: { id, serial_number: serial, source: 'wedge', counted_at: new Date().toISOString() },
    headers: { 'Idempotency-Key': id },
  });
}

async function closedCount() {
  const wh = await createWarehouse(t);
  const [a, b, c] = [
    await createEquipment(t, { warehouse_id: wh.id }),
    await createEquipment(t, { warehouse_id: wh.id }),
    await createEquipment(t, { warehouse_id: wh.id }),
  ];
  const session = (await t.request<Row>('POST', '/stocktakes', { token: t.adminToken, body: { warehouse_id: wh.id } })).body;
  await read(session.id, a.serial_number);
  expect((await t.request('POST', `/stocktakes/${session.id}/close`, { token: t.adminToken, body: {} })).status).toBe(200);
  const summary = (await t.request<Row>('GET', `/stocktakes/${session.id}`, { token: t.adminToken })).body;
  const printed = await paper(t, t.adminToken, summary.document!.id);
  return { session, b, c, documentId: summary.document!.id, code: printed.code, printedFingerprint: printed.fingerprint };
}

describe('the count document after a late read', () => {
  it('taken in: a new revision is sealed, the close’s paper stays valid and is listed as superseded', async () => {
    const count = await closedCount();
    const atClose = await verify(t, count.code, t.adminToken);
    expect(atClose.body.state).toBe('valid');
    expect(atClose.body.details!.revisions).toEqual([
      expect.objectContaining({ revision: 1, fingerprint: count.printedFingerprint, superseded: false }),
    ]);

    const late = await read(count.session.id, count.b.serial_number);
    expect(late.body.late).toBe(true);
    const taken = await t.request('POST', `/stocktakes/${count.session.id}/late-reads`, {
      token: t.adminToken,
      body: { decision: 'taken', read_ids: [late.body.id] },
    });
    expect(taken.status).toBe(200);

    const after = await verify(t, count.code, t.adminToken);
    expect(after.body.state).toBe('valid');
    expect(after.body.details!.revisions).toEqual([
      expect.objectContaining({ revision: 1, fingerprint: count.printedFingerprint, superseded: true }),
      expect.objectContaining({ revision: 2, superseded: false }),
    ]);
    // Anyone without a session learns the same: the document is genuine.
    expect((await verify(t, count.code)).body.state).toBe('valid');
    // The paper printed now carries the new revision and its own fingerprint.
    const reprinted = await paper(t, t.adminToken, count.documentId);
    expect(reprinted.revision).toBe(2);
    expect(reprinted.fingerprint).toBe(after.body.details!.revisions[1]!.fingerprint);
    expect(reprinted.fingerprint).not.toBe(count.printedFingerprint);
  });

  it('left out: nothing signed changes and no revision opens', async () => {
    const count = await closedCount();
    const late = await read(count.session.id, count.c.serial_number);
    expect(
      (
        await t.request('POST', `/stocktakes/${count.session.id}/late-reads`, {
          token: t.adminToken,
          body: { decision: 'left_out', read_ids: [late.body.id] },
        })
      ).status,
    ).toBe(200);
    const after = await verify(t, count.code, t.adminToken);
    expect(after.body.state).toBe('valid');
    expect(after.body.details!.revisions.map((r) => [r.revision, r.superseded])).toEqual([[1, false]]);
  });
});
