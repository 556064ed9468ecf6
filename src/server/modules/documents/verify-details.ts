// What a signed-in reader of the kind sees on the verification page: what the paper holds (read
// from the proof kept at signing) and what became of its records since — returned, completed,
// resolved, completed by a later document (docs/documents.md).
import { eq, sql } from 'drizzle-orm';
import type { DocumentVerification, VerificationLine, VerifiedItem } from '@shared/document-types';
import type { DocumentKind } from '@shared/documents';
import { formatLocalDay } from '@shared/local-day';
import { returnConditionLabel } from '@shared/schemas/operations';
import { OUTCOME_LABELS, STOCKTAKE_OUTCOMES } from '@shared/schemas/stocktake';
import { brokenStatusLabel, transferStatusLabel } from '@shared/status';
import type { Db } from '@server/db/client';
import { documents } from '@server/db/documents-schema';
import * as s from '@server/db/schema';
import { isoText, queryRows } from '@server/db/sql';
import type { AuthUser } from '@server/http/context';
import { nationalIdFor } from '@server/http/national-id';
import { getCompany, textsByIds } from './company.service';
import type { ContentItem, DocumentContent, DocumentRow, Party } from './content';

type Details = Omit<NonNullable<DocumentVerification['details']>, 'revisions'>;
type Linked = { id: string; number: string; code: string };

const name = (party: unknown) => (party as Party | null | undefined)?.name ?? null;
const linkedSql = (kind: DocumentKind, entity: ReturnType<typeof sql>) =>
  sql`(select json_build_object('id', dd.id, 'number', dd.number, 'code', dd.code) from document_members dm join documents dd on dd.id = dm.document_id
    where dm.entity_id = ${entity} and dm.kind = ${kind})`;

async function documentLink(db: Db, id: string | null): Promise<Linked | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: documents.id, number: documents.number, code: documents.code })
    .from(documents)
    .where(eq(documents.id, id));
  return row ?? null;
}

/** Later documents that name this one (a return completing an earlier return). */
async function referringLines(db: Db, doc: DocumentRow): Promise<VerificationLine[]> {
  const rows = await db.select().from(documents).where(eq(documents.refers_to, doc.id));
  return rows.map((r) => ({
    at: r.created_at.toISOString(),
    text: `Bu belgeyi tamamlayan belge düzenlendi: ${r.number}.`,
    document: { id: r.id, number: r.number, code: r.code },
  }));
}

interface RecordNow {
  id: string;
  status: string;
  at: string | null;
  by: string | null;
  document: Linked | null;
}

/** Where each hand-over record stands now, with the return document that took it back. */
async function handoverNow(db: Db, ids: readonly string[]): Promise<Map<string, RecordNow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<RecordNow>(
    db,
    sql`select f.id, f.status, ${isoText(sql`f.returned_at`)} as at, u.first_name || ' ' || u.last_name as by, ${linkedSql('return', sql`f.id`)} as document
        from ${s.fieldEquipment} f left join ${s.users} u on u.id = f.returned_by
        where f.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

async function transfersNow(db: Db, ids: readonly string[]): Promise<Map<string, RecordNow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<RecordNow>(
    db,
    sql`select t.id, t.status, ${isoText(sql`t.completed_at`)} as at, u.first_name || ' ' || u.last_name as by, null as document
        from ${s.transfers} t left join ${s.users} u on u.id = t.receiver_id
        where t.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function item(i: ContentItem, now: string | null, extra: Partial<VerifiedItem> = {}): VerifiedItem {
  return { serial_number: i.serial_number, title: i.title, category: i.category, now, ...extra };
}

/** Returns of a hand-over's items, one line per return document. */
function returnLines(now: Map<string, RecordNow>): VerificationLine[] {
  const byDocument = new Map<string, { line: VerificationLine; count: number }>();
  for (const r of now.values()) {
    if (r.status !== 'returned' || !r.at) continue;
    const key = r.document?.id ?? r.id;
    const entry = byDocument.get(key) ?? { line: { at: r.at, text: '', document: r.document }, count: 0 };
    entry.count++;
    entry.line.text = `${entry.count} ekipman iade alındı${r.by ? ` (teslim alan: ${r.by})` : ''}.`;
    byDocument.set(key, entry);
  }
  return [...byDocument.values()].map((e) => e.line);
}

async function kindDetails(
  db: Db,
  doc: DocumentRow,
  content: DocumentContent,
): Promise<Pick<Details, 'people' | 'items' | 'signatures' | 'later' | 'extra'>> {
  const items = content.items ?? [];
  const worker = name(content.worker);
  switch (doc.kind as DocumentKind) {
    case 'handover': {
      const now = await handoverNow(
        db,
        items.map((i) => String(i.record)),
      );
      const first = items[0];
      return {
        people: [
          { role: 'Teslim Eden', name: name(content.issuer) ?? '-' },
          ...(content.team_leader ? [{ role: 'Ekip Lideri', name: name(content.team_leader) ?? '-' }] : []),
        ],
        items: items.map((i) => {
          const r = now.get(String(i.record));
          return item(i, !r ? null : r.status === 'active' ? 'Sahada' : `İade alındı${r.document ? ` (${r.document.number})` : ''}`);
        }),
        signatures: [
          { role: 'Teslim Alan (İşçi)', name: worker ?? '-', present: items.length > 0 && items.every((i) => !!i.worker_signature) },
          { role: 'Teslim Eden', name: name(content.issuer) ?? '-', present: !!first?.issuer_signature },
        ],
        later: returnLines(now),
        extra: content.due_date ? [{ label: 'Beklenen iade tarihi', value: formatLocalDay(String(content.due_date)) }] : [],
      };
    }
    case 'return': {
      const first = items[0];
      return {
        people: [{ role: 'İade Alan', name: name(content.returner) ?? '-' }],
        items: items.map((i) =>
          item(i, i.fault ? 'Arıza kaydı açıldı' : null, {
            condition: returnConditionLabel(i.condition as string | null),
            note: (i.note as string | null) ?? null,
          }),
        ),
        signatures: [
          { role: 'İade Eden (İşçi)', name: worker ?? '-', present: !!first?.worker_signature },
          { role: 'İade Alan', name: name(content.returner) ?? '-', present: !!first?.returner_signature },
        ],
        later: [],
        extra: [],
      };
    }
    case 'transfer': {
      const now = await transfersNow(
        db,
        items.map((i) => String(i.transfer)),
      );
      const later = [...now.values()]
        .filter((r) => r.status === 'completed' && r.at)
        .map((r) => ({
          at: r.at!,
          text: `${items.find((i) => i.transfer === r.id)?.serial_number ?? ''} hedef depoda teslim alındı${r.by ? ` (${r.by})` : ''}.`,
        }));
      return {
        people: [
          { role: 'Gönderen', name: name(content.issuer) ?? '-' },
          { role: 'Transferi Gerçekleştiren', name: name(content.carrier) ?? '-' },
        ],
        items: items.map((i) => item(i, transferStatusLabel(now.get(String(i.transfer))?.status ?? 'in_transit'))),
        signatures: [],
        later,
        extra: [
          { label: 'Kaynak depo', value: name(content.warehouse) ?? '-' },
          { label: 'Hedef depo', value: name(content.destination) ?? '-' },
        ],
      };
    }
    case 'fault': {
      const [report] = await db
        .select({ status: s.brokenEquipment.status, resolved_at: s.brokenEquipment.resolved_at })
        .from(s.brokenEquipment)
        .where(eq(s.brokenEquipment.id, doc.source_id));
      return {
        people: [{ role: 'Bildiren', name: name(content.reporter) ?? '-' }],
        items: items.map((i) => item(i, report ? brokenStatusLabel(report.status) : null)),
        signatures: [],
        later: report?.resolved_at
          ? [{ at: report.resolved_at.toISOString(), text: `Arıza kaydı kapandı: ${brokenStatusLabel(report.status)}.` }]
          : [],
        extra: [{ label: 'Arıza', value: String(content.issue ?? '') }],
      };
    }
    case 'count': {
      const counters = (content.counters ?? {}) as Record<string, number>;
      return {
        people: [
          { role: 'Sayımı Başlatan', name: name(content.started_by) ?? '-' },
          ...(content.closed_by ? [{ role: 'Sayımı Kapatan', name: name(content.closed_by) ?? '-' }] : []),
        ],
        items: [],
        signatures: [],
        later: content.closed_at ? [{ at: String(content.closed_at), text: 'Sayım kapatıldı; sonucu bu andan sonra değişmez.' }] : [],
        extra: [
          { label: 'Beklenen', value: String(counters.expected ?? 0) },
          ...STOCKTAKE_OUTCOMES.filter((o) => counters[o]).map((o) => ({ label: OUTCOME_LABELS[o], value: String(counters[o]) })),
        ],
      };
    }
    case 'stock_issue': {
      // A stock issue (docs/stock.md): lines are counted items, never serials.
      return {
        people: [{ role: 'Teslim Eden', name: name(content.issuer) ?? '-' }],
        items: items.map((i) => item(i, `${String(i.quantity)} ${String(i.unit)}`, { note: (i.standard as string | null) ?? null })),
        signatures: [
          { role: 'Teslim Alan (İşçi)', name: worker ?? '-', present: !!content.worker_signature },
          { role: 'Teslim Eden', name: name(content.issuer) ?? '-', present: !!content.issuer_signature },
        ],
        later: [],
        extra: content.offline ? [{ label: 'Kayıt', value: 'Çevrimdışı imzalandı, bağlantı gelince gönderildi' }] : [],
      };
    }
    case 'clearance': {
      const after = await queryRows<{ at: string; number: string | null; id: string | null; code: string | null }>(
        db,
        sql`select ${isoText(sql`min(f.issued_at)`)} as at, d.number, d.id, d.code
            from ${s.fieldEquipment} f left join document_members dm on dm.entity_id = f.id and dm.kind = 'handover' left join documents d on d.id = dm.document_id
            where f.worker_id = ${doc.worker_id}::uuid and f.issued_at > ${doc.created_at.toISOString()}::timestamptz
            group by d.id, d.number, d.code order by 1`,
      );
      return {
        people: [{ role: 'Düzenleyen', name: name(content.issuer) ?? '-' }],
        items: [],
        signatures: [],
        later: after.map((a) => ({
          at: a.at,
          text: `Bu belgeden sonra işçiye ekipman teslim edildi${a.number ? ` (${a.number})` : ''}.`,
          document: a.id && a.number && a.code ? { id: a.id, number: a.number, code: a.code } : null,
        })),
        extra: [
          { label: 'Belge tarihinde üzerindeki ekipman', value: String(content.held ?? 0) },
          { label: 'O tarihe kadar iade ettiği ekipman', value: String(content.returned_total ?? 0) },
        ],
      };
    }
  }
}

export async function verificationDetails(db: Db, user: AuthUser, doc: DocumentRow, content: DocumentContent | null): Promise<Details> {
  const company = doc.company_version_id ? await getCompany(db, doc.company_version_id) : null;
  const texts = await textsByIds(db, doc.text_ids);
  const refersTo = await documentLink(db, doc.refers_to);
  const workerParty = content?.worker ?? null;
  const [workerRow] = workerParty
    ? await db.select({ tc_no: s.workers.tc_no }).from(s.workers).where(eq(s.workers.id, workerParty.id))
    : [];
  const specific = content ? await kindDetails(db, doc, content) : { people: [], items: [], signatures: [], later: [], extra: [] };
  const later = [...specific.later, ...(await referringLines(db, doc))].sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...specific,
    later,
    date: doc.created_at.toISOString(),
    warehouse: content?.warehouse?.name ?? null,
    worker: workerParty ? { name: workerParty.name, tc_no: workerRow ? nationalIdFor(user, workerRow.tc_no) : null } : null,
    texts: texts.map((t) => ({ title: t.title, version: t.version, category: t.category?.name ?? null })),
    company: company?.name || null,
    refers_to: refersTo,
  };
}
