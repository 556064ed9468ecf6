// Photos of an item, of a hand-over's or a return's condition and of a fault's damage, with their
// bytes in parts like a check's certificate (docs/equipment-care.md "Photos"). Migration 0042.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { brokenEquipment, equipment, fieldEquipment, users } from './schema';
import { createdAt, filePartsTable, id, optionalRef, requiredRef } from './columns';

export const photos = pgTable('photos', {
  id: id(),
  equipment_id: requiredRef('equipment_id', () => equipment.id, 'cascade'),
  /** item | handover | return | fault */
  kind: text('kind').notNull(),
  field_equipment_id: optionalRef('field_equipment_id', () => fieldEquipment.id, 'cascade'),
  fault_id: optionalRef('fault_id', () => brokenEquipment.id, 'cascade'),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sha256: text('sha256').notNull(),
  /** The order the photos of one request were sent in. */
  position: integer('position').notNull().default(0),
  created_by: optionalRef('created_by', () => users.id, 'set null'),
  created_at: createdAt(),
});

export const photoParts = filePartsTable('photo_parts', 'photo_id', () => photos.id);
