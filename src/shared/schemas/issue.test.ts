// The hand-over schemas: the issue form's messages (spec 02 §5) and the per-item request body.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays, dueDateFor, warehouseToday } from '../local-day';
import { IssueEquipmentSchema, IssueFormSchema, ReturnFormSchema, returnConditionLabel } from './operations';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** Distinct messages in order (a blank id fails both "required" and "is an id" with one text). */
function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : [...new Set(result.issues.map((i) => i.message))];
}

describe('IssueFormSchema', () => {
  const valid = { warehouse_id: ID, equipment_ids: [ID], worker_id: ID, team_leader_id: null, terms: true, signature: PNG };

  it('accepts a complete form, team leader optional', () => {
    expect(v.safeParse(IssueFormSchema, valid).success).toBe(true);
    expect(v.safeParse(IssueFormSchema, { ...valid, team_leader_id: '' }).output).toMatchObject({ team_leader_id: null });
  });

  it('an empty form names every missing part in the spec words', () => {
    expect(
      messages(IssueFormSchema, { warehouse_id: '', equipment_ids: [], worker_id: '', team_leader_id: null, terms: false, signature: '' }),
    ).toEqual([
      'Depo seçimi zorunludur',
      'Lütfen en az bir ekipman seçin.',
      'İşçi seçimi zorunludur',
      'Lütfen şartları ve koşulları kabul edin.',
      'Lütfen imza atın.',
    ]);
  });
});

describe('IssueEquipmentSchema', () => {
  const valid = { equipment_id: ID, worker_id: ID, team_leader_id: null, signature: PNG };

  it('accepts one item with or without a batch id', () => {
    expect(v.parse(IssueEquipmentSchema, valid).batch_id).toBeNull();
    expect(v.parse(IssueEquipmentSchema, { ...valid, batch_id: ID }).batch_id).toBe(ID);
  });

  // The server hands a key missing from the body to its field as null (checkBody), so both read the same.
  it('a missing (null) field gets the field message, not a generic one', () => {
    expect(messages(IssueEquipmentSchema, { equipment_id: null, worker_id: ID, signature: PNG })).toEqual(['Ekipman zorunludur']);
    expect(messages(IssueEquipmentSchema, { equipment_id: ID, worker_id: null, signature: PNG })).toEqual(['İşçi seçimi zorunludur']);
    // The answer carries the first message.
    expect(messages(IssueEquipmentSchema, { equipment_id: ID, worker_id: ID, signature: null })[0]).toBe('Lütfen imza atın.');
  });

  it('the signature must be a PNG, JPEG or WebP data URL, by its first bytes, under 1 MB', () => {
    expect(messages(IssueEquipmentSchema, { ...valid, signature: 'data:image/svg+xml;base64,PHN2Zz4=' })).toEqual([
      'İmza PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.',
    ]);
    expect(messages(IssueEquipmentSchema, { ...valid, signature: `data:image/png;base64,${'A'.repeat(1_400_004)}` })[0]).toBe(
      'İmza en fazla 1 MB olabilir.',
    );
    // The data-URL prefix alone proves nothing: the first bytes must be the image type it names.
    expect(messages(IssueEquipmentSchema, { ...valid, signature: 'data:image/png;base64,PGh0bWw+PHNjcmlwdD4=' })).toEqual([
      'İmza PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.',
    ]);
    expect(messages(IssueEquipmentSchema, { ...valid, signature: 'data:image/png;base64,/9j/4AAQ' })).toEqual([
      'İmza PNG, JPEG veya WebP biçiminde bir görüntü olmalıdır.',
    ]);
    expect(v.safeParse(IssueEquipmentSchema, { ...valid, signature: 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4' }).success).toBe(true);
    expect(v.safeParse(IssueEquipmentSchema, { ...valid, signature: 'data:image/jpeg;base64,/9j/4AAQ' }).success).toBe(true);
  });

  it('rejects a malformed batch id or team leader', () => {
    expect(messages(IssueEquipmentSchema, { ...valid, batch_id: 'x' })).toEqual(['Geçersiz teslim grubu.']);
    expect(messages(IssueEquipmentSchema, { ...valid, team_leader_id: 'x' })).toEqual(['Geçersiz ekip lideri.']);
  });
});

describe('expected return day', () => {
  const form = { warehouse_id: ID, equipment_ids: [ID], worker_id: ID, team_leader_id: null, terms: true, signature: PNG };

  it('the form takes none, today or later, and refuses a past day', () => {
    const today = warehouseToday();
    expect(v.parse(IssueFormSchema, { ...form, due_date: '' }).due_date).toBeNull();
    expect(v.parse(IssueFormSchema, form).due_date).toBeNull();
    expect(v.parse(IssueFormSchema, { ...form, due_date: today }).due_date).toBe(today);
    expect(v.parse(IssueFormSchema, { ...form, due_date: dueDateFor('month', today) }).due_date).toBe(dueDateFor('month', today));
    expect(messages(IssueFormSchema, { ...form, due_date: addDays(today, -1) })).toEqual(['Teslim alınacak tarih geçmiş bir gün olamaz.']);
    expect(messages(IssueFormSchema, { ...form, due_date: '31.12.2026' })).toEqual(['Geçerli bir iade tarihi giriniz.']);
  });

  it('the request accepts a past day (an entry that waited offline) but no malformed one', () => {
    const body = { equipment_id: ID, worker_id: ID, team_leader_id: null, signature: PNG };
    expect(v.parse(IssueEquipmentSchema, { ...body, due_date: '2020-01-31' }).due_date).toBe('2020-01-31');
    expect(messages(IssueEquipmentSchema, { ...body, due_date: '2026-02-30' })).toEqual(['Geçerli bir iade tarihi giriniz.']);
  });
});

describe('return dialog', () => {
  const item = (changes: Partial<{ selected: boolean; condition: '' | 'intact' | 'damaged' | 'missing_parts'; note: string }> = {}) => ({
    id: ID,
    selected: true,
    condition: 'intact' as const,
    note: '',
    ...changes,
  });

  it('needs a chosen item, a condition for every chosen one, and the worker’s signature', () => {
    expect(v.safeParse(ReturnFormSchema, { items: [item(), item({ selected: false, condition: '' })], signature: PNG }).success).toBe(true);
    expect(messages(ReturnFormSchema, { items: [item({ selected: false })], signature: PNG })).toEqual(['Lütfen en az bir ekipman seçin.']);
    expect(messages(ReturnFormSchema, { items: [item({ condition: '' })], signature: PNG })).toEqual(['Lütfen ekipmanın durumunu seçin.']);
    expect(messages(ReturnFormSchema, { items: [item()], signature: '' })).toEqual(['Lütfen işçinin imzasını alın.']);
  });

  it('labels conditions in Turkish; a return before conditions existed has none', () => {
    expect(returnConditionLabel('intact')).toBe('Sağlam');
    expect(returnConditionLabel('damaged')).toBe('Hasarlı');
    expect(returnConditionLabel('missing_parts')).toBe('Eksik parça');
    expect(returnConditionLabel(null)).toBe('Belirtilmedi');
  });
});
