// The Turkish words for every kind of audit row the server writes (issue 42): an item's 'Hareket
// Geçmişi' and any other reader of the audit trail show these, never 'field_equipment ·
// check_override'. src/shared/audit-texts.test.ts reads the server's code for every action it
// writes, so a new action without words here fails it.

/** What an audit row is about, as a Turkish noun phrase (capitalised: it starts the sentence). */
export const AUDIT_ENTITY_NOUNS: Record<string, string> = {
  equipment: 'Ekipman',
  field_equipment: 'Saha teslimi',
  broken_equipment: 'Arıza kaydı',
  transfers: 'Transfer',
  equipment_check: 'Ekipman kontrolü',
  category_check: 'Kategori kontrol tanımı',
  brand: 'Marka',
  brands: 'Marka',
  category: 'Kategori',
  categories: 'Kategori',
  warehouse: 'Depo',
  workers: 'İşçi',
  departments: 'Departman',
  users: 'Kullanıcı',
  user_warehouses: 'Kullanıcının depo yetkileri',
  login_lock: 'Giriş kilidi',
  profile: 'Profil',
  signature: 'İmza',
  roles: 'Rol',
  repairers: 'Tamirci',
  stocktake_sessions: 'Sayım',
  company_profiles: 'Şirket bilgileri',
  document_texts: 'Belge metni',
  documents: 'Belge',
  national_id: 'TC Kimlik No',
  database: 'Veritabanı',
  stock_items: 'Stok kartı',
  stock_levels: 'Stok seviyesi',
  stock_settings: 'Deponun stok ayarları',
  stock_transfers: 'Stok transferi',
  webhooks: 'Webhook',
  api_tokens: 'API anahtarı',
  reservations: 'Rezervasyon',
  reservation_settings: 'Rezervasyon ayarları',
  kits: 'Set',
  requests: 'Talep',
};

/** The verb of the plain actions, after the noun. */
export const AUDIT_ACTION_VERBS: Record<string, string> = {
  create: 'kaydedildi',
  update: 'güncellendi',
  delete: 'silindi',
};

/** Actions with a sentence of their own, by `entity:action`. */
export const AUDIT_SENTENCES: Record<string, string> = {
  'field_equipment:issue': 'Sahaya teslim edildi',
  'field_equipment:create': 'Sahaya teslim edildi',
  'field_equipment:return': 'Sahadan iade alındı',
  'field_equipment:check_override': 'Süresi geçmiş kontrole rağmen teslim edildi',
  'broken_equipment:create': 'Arıza bildirildi',
  'broken_equipment:assign': 'Tamir atandı',
  'broken_equipment:complete': 'Tamir tamamlandı',
  'broken_equipment:status': 'Arıza durumu değişti',
  'broken_equipment:repair_cost': 'Tamir maliyeti güncellendi',
  'broken_equipment:invoice': 'Fatura yüklendi',
  'transfers:create': 'Transfer oluşturuldu',
  'transfers:complete': 'Transfer tamamlandı',
  'equipment:create': 'Ekipman kaydedildi',
  'equipment:update': 'Ekipman bilgileri güncellendi',
  'equipment:delete': 'Ekipman silindi',
  'equipment_check:create': 'Kontrol kaydedildi',
  'login_lock:update': 'Giriş kilidi kaldırıldı',
  'signature:update': 'İmza kaydedildi',
  'signature:delete': 'İmza silindi',
  'stocktake_sessions:create': 'Sayım başlatıldı',
  'stocktake_sessions:close': 'Sayım kapatıldı',
  'stocktake_sessions:settle': 'Sayım farkı işlendi',
  'stocktake_sessions:take_late_reads': 'Kapanıştan sonra gelen okumalar sonuca alındı',
  'stocktake_sessions:leave_out_late_reads': 'Kapanıştan sonra gelen okumalar dışarıda bırakıldı',
  'stocktake_sessions:count_stock': 'Sayımda stok kalemi sayıldı',
  'stocktake_sessions:settle_stock': 'Sayımın stok farkları işlendi',
  'documents:create': 'Belge düzenlendi',
  'national_id:search': 'TC Kimlik No ile arama yapıldı',
  'database:seed': 'Örnek veriler yüklendi',
  // Counted stock (docs/stock.md): one audit row per ledger movement, the action its kind.
  'stock_movements:receipt': 'Stok girişi yapıldı',
  'stock_movements:issue': 'İşçiye stok teslim edildi',
  'stock_movements:return': 'Stok iade alındı',
  'stock_movements:return_scrapped': 'Stok iade alındı (hurda)',
  'stock_movements:transfer_out': 'Stok transfere çıktı',
  'stock_movements:transfer_in': 'Stok transferle geldi',
  'stock_movements:count_correction': 'Sayım düzeltmesi yapıldı',
  'stock_movements:loss': 'Fire / kayıp kaydedildi',
  'stock_movements:reversal': 'Hareket ters kayıtla düzeltildi',
  'stock_shortfalls:resolve': 'Stok açığı giderildi',
  'stock_levels:level': 'Minimum ve sipariş seviyesi ayarlandı',
  'stock_settings:settings': 'Deponun stok ayarları değişti',
  'stock_transfers:receive': 'Stok transferi teslim alındı',
  'stock_transfers:cancel': 'Stok transferi iptal edildi',
  'webhook_deliveries:resend': 'Webhook gönderimi yeniden kuyruğa alındı',
  'api_tokens:create': 'API anahtarı oluşturuldu',
  'api_tokens:revoke': 'API anahtarı iptal edildi',
  'reservations:create': 'Rezervasyon yapıldı',
  'reservations:cancel': 'Rezervasyon iptal edildi',
  'reservations:pick_up': 'Rezervasyonun bir kısmı teslim edildi',
  'reservations:fulfil': 'Rezervasyon teslim edildi',
  'kits:create': 'Set oluşturuldu',
  'kits:update': 'Set düzenlendi',
  'kits:delete': 'Set silindi',
  'kits:add_member': 'Sete ekipman eklendi',
  'kits:remove_member': 'Setten ekipman çıkarıldı',
  'kits:move': 'Set üyeleriyle başka depoya geçti',
  'requests:create': 'Talep oluşturuldu',
  'requests:approve': 'Talep onaylandı',
  'requests:refuse': 'Talep reddedildi',
  'requests:cancel': 'Talep iptal edildi',
  // KVKK (docs/kvkk.md), photos (docs/equipment-care.md), single sign-on (docs/integration.md).
  'worker:kvkk_anonymise': 'İşçinin kişisel verileri anonimleştirildi',
  'worker:legal_hold_set': 'İşçiye yasal saklama konuldu',
  'worker:legal_hold_cleared': 'İşçinin yasal saklaması kaldırıldı',
  'worker:kvkk_export': 'İşçinin kişisel verileri dışa aktarıldı',
  'retention_settings:update': 'Saklama süreleri değişti',
  'photo:create': 'Fotoğraf eklendi',
  'photo:delete': 'Fotoğraf silindi',
  'sso:sign_in': 'Tek oturum açma ile giriş yapıldı',
  'sso:refused': 'Tek oturum açma ile giriş reddedildi',
};

/** The words for one kind of row; null when none are written (the test above keeps that from happening). */
export function auditText(entity: string, action: string): string | null {
  const sentence = AUDIT_SENTENCES[`${entity}:${action}`];
  if (sentence) return sentence;
  const noun = AUDIT_ENTITY_NOUNS[entity];
  if (!noun) return null;
  if (action === 'import') return `${noun} içe aktarma ile kaydedildi`;
  const verb = AUDIT_ACTION_VERBS[action];
  return verb ? `${noun} ${verb}` : null;
}
