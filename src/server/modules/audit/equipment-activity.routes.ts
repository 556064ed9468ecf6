// GET /equipment/:id/activity — the item's activity timeline, read from the append-only audit
// trail: changes of the item itself and of every hand-over, fault, transfer and recorded check
// (equipment_checks) that names it.
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { equipment } from '@server/db/schema';
import { queryRows } from '@server/db/sql';
import type { AppEnv } from '@server/http/context';
import { notFound } from '@server/http/errors';
import { inScope, requirePermission, scopeSql } from '@server/http/guard';
import type { ActivityEntry } from '@shared/activity';
import { NOT_FOUND } from '@shared/not-found';
import { idParam } from '@server/http/validate';
import { answer } from '@server/http/answer';
import { EquipmentActivityByIdActivityGetAnswer } from '@server/http/answers/audit';

export const equipmentActivityRoutes = new Hono<AppEnv>();

equipmentActivityRoutes.get(
  '/:id/activity',
  requirePermission('view_equipment'),
  answer(EquipmentActivityByIdActivityGetAnswer),
  async (c) => {
    const id = idParam(c);
    const db = c.get('db');
    const [item] = await db
      .select({ id: equipment.id, warehouse_id: equipment.warehouse_id })
      .from(equipment)
      .where(and(eq(equipment.id, id)));
    if (!item || !inScope(c.get('user'), item.warehouse_id)) throw notFound(NOT_FOUND.equipment);
    // Hand-overs and transfers the reader could not open by id stay out (docs/reliability.md): an
    // item that came from another warehouse does not bring that warehouse's records along.
    const within = (column: string) => scopeSql(c.get('user'), sql.raw(column)) ?? sql`true`;
    const rows = await queryRows<
      Omit<ActivityEntry, 'created_at' | 'user'> & { created_at: Date | string; first_name: string | null; last_name: string | null }
    >(
      db,
      sql`
      select a.id, a.entity, a.action, a.entity_id, a.before, a.after, a.created_at, u.first_name, u.last_name
      from audit_log a left join users u on u.id = a.user_id
      where a.entity_id = ${id}
         or a.entity_id in (
              select f.id from field_equipment f where f.equipment_id = ${id} and ${within('f.warehouse_id')}
              union all select b.id from broken_equipment b where b.equipment_id = ${id}
              union all select k.id from equipment_checks k where k.equipment_id = ${id}
              union all select t.id from transfers t
                where t.equipment_id = ${id} and (${within('t.from_warehouse_id')} or ${within('t.to_warehouse_id')}))
      order by a.created_at desc, a.id desc
      limit 500`,
    );
    return c.json(
      rows.map((r) => ({
        id: Number(r.id),
        entity: r.entity,
        action: r.action,
        entity_id: r.entity_id,
        before: r.before,
        after: r.after,
        created_at: new Date(r.created_at).toISOString(),
        user: r.first_name ? { first_name: r.first_name, last_name: r.last_name ?? '' } : null,
      })),
    );
  },
);
