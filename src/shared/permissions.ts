// The one permission map: the server's guard, the client's route guards and <Can> read these names.
// Order and wording follow spec 01 §6; categories group the role dialog's picker.

export const PERMISSION_CATEGORIES = {
  users: 'Kullanıcı Yönetimi',
  workers: 'İşçi Yönetimi',
  departments: 'Departman Yönetimi',
  warehouses: 'Depo Yönetimi',
  equipment: 'Ekipman Yönetimi',
  brands: 'Marka ve Kategori',
  field: 'Saha Ekipmanları',
  malfunctions: 'Arıza ve Tamir',
  repairers: 'Tamirciler',
  transfers: 'Transferler',
  reports: 'Gösterge ve Raporlar',
  stocktake: 'Sayım',
  stock: 'Stok ve KKD',
  company: 'Şirket ve Belgeler',
  notifications: 'Bildirimler',
  integrations: 'Entegrasyonlar',
  reservations: 'Rezervasyonlar',
  kits: 'Setler',
} as const;

export type PermissionCategoryKey = keyof typeof PERMISSION_CATEGORIES;

interface PermissionDefinition {
  readonly name: string;
  readonly category: PermissionCategoryKey;
  readonly description: string;
}

export const PERMISSION_DEFINITIONS = [
  { name: 'view_users', category: 'users', description: 'Kullanıcıları görüntüleme' },
  { name: 'create_user', category: 'users', description: 'Kullanıcı oluşturma' },
  { name: 'edit_user', category: 'users', description: 'Kullanıcı düzenleme' },
  { name: 'delete_user', category: 'users', description: 'Kullanıcı silme' },
  { name: 'manage_roles', category: 'users', description: 'Rolleri ve yetkileri yönetme' },
  { name: 'view_all_warehouses', category: 'users', description: 'Kullanıcıların depo erişimini yönetme' },
  { name: 'view_workers', category: 'workers', description: 'İşçileri görüntüleme' },
  { name: 'create_worker', category: 'workers', description: 'İşçi oluşturma' },
  { name: 'edit_worker', category: 'workers', description: 'İşçi düzenleme' },
  { name: 'delete_worker', category: 'workers', description: 'İşçi silme' },
  { name: 'manage_departments', category: 'departments', description: 'Departmanlar sekmesini görüntüleme' },
  { name: 'create_department', category: 'departments', description: 'Departman oluşturma' },
  { name: 'edit_department', category: 'departments', description: 'Departman düzenleme' },
  { name: 'delete_department', category: 'departments', description: 'Departman silme' },
  { name: 'view_equipment', category: 'equipment', description: 'Ekipmanları görüntüleme' },
  { name: 'create_equipment', category: 'equipment', description: 'Ekipman oluşturma' },
  { name: 'edit_equipment', category: 'equipment', description: 'Ekipman düzenleme' },
  { name: 'delete_equipment', category: 'equipment', description: 'Ekipman silme' },
  { name: 'record_equipment_check', category: 'equipment', description: 'Periyodik kontrol ve kalibrasyon kaydı girme' },
  { name: 'override_equipment_check', category: 'equipment', description: 'Kontrol süresi dolmuş ekipmanı yazılı gerekçeyle teslim etme' },
  { name: 'view_field_equipment', category: 'field', description: 'Saha ekipmanlarını görüntüleme, teslim etme ve iade alma' },
  { name: 'view_transfers', category: 'transfers', description: 'Transferleri görüntüleme' },
  { name: 'create_transfer', category: 'transfers', description: 'Transfer oluşturma' },
  { name: 'complete_transfer', category: 'transfers', description: 'Transfer tamamlama' },
  { name: 'cancel_transfer', category: 'transfers', description: 'Transfer iptal etme' },
  { name: 'view_malfunctions', category: 'malfunctions', description: 'Arızalı ekipmanları görüntüleme' },
  { name: 'create_malfunction', category: 'malfunctions', description: 'Arıza bildirme' },
  { name: 'edit_malfunction', category: 'malfunctions', description: 'Arıza kaydı düzenleme (maliyet, fatura, durum)' },
  { name: 'resolve_malfunction', category: 'malfunctions', description: 'Tamir atama ve tamamlama' },
  { name: 'view_warehouses', category: 'warehouses', description: 'Depoları görüntüleme' },
  { name: 'create_warehouse', category: 'warehouses', description: 'Depo oluşturma' },
  { name: 'edit_warehouse', category: 'warehouses', description: 'Depo düzenleme' },
  { name: 'delete_warehouse', category: 'warehouses', description: 'Depo silme' },
  { name: 'view_dashboard', category: 'reports', description: 'Gösterge panelini görüntüleme' },
  { name: 'export_reports', category: 'reports', description: 'Listeleri dışa aktarma (CSV)' },
  { name: 'view_brands', category: 'brands', description: 'Markaları görüntüleme' },
  { name: 'view_categories', category: 'brands', description: 'Kategorileri görüntüleme' },
  { name: 'create_brand', category: 'brands', description: 'Marka oluşturma' },
  { name: 'edit_brand', category: 'brands', description: 'Marka düzenleme' },
  { name: 'delete_brand', category: 'brands', description: 'Marka silme' },
  { name: 'create_category', category: 'brands', description: 'Kategori oluşturma' },
  { name: 'edit_category', category: 'brands', description: 'Kategori düzenleme' },
  { name: 'delete_category', category: 'brands', description: 'Kategori silme' },
  { name: 'view_repairers', category: 'repairers', description: 'Tamircileri görüntüleme' },
  { name: 'create_repairer', category: 'repairers', description: 'Tamirci oluşturma' },
  { name: 'edit_repairer', category: 'repairers', description: 'Tamirci düzenleme' },
  { name: 'delete_repairer', category: 'repairers', description: 'Tamirci silme' },
  { name: 'view_repairer_detail', category: 'repairers', description: 'Tamirci detaylarını görüntüleme' },
  { name: 'manage_stocktake', category: 'stocktake', description: 'Depo sayımı başlatma, sayma, kapatma ve farkları giderme' },
  { name: 'view_stock', category: 'stock', description: 'Stok ve KKD listelerini görüntüleme' },
  { name: 'manage_stock_items', category: 'stock', description: 'Stok kartı oluşturma, düzenleme ve minimum seviyeleri belirleme' },
  { name: 'receive_stock', category: 'stock', description: 'Stok girişi yapma' },
  { name: 'issue_stock', category: 'stock', description: 'İşçiye stok ve KKD teslim etme ve iade alma' },
  { name: 'adjust_stock', category: 'stock', description: 'Sayım düzeltmesi, fire/kayıp, stok transferi ve stok açıklarını giderme' },
  { name: 'manage_company', category: 'company', description: 'Şirket bilgilerini, teslim şartlarını ve KVKK metnini yönetme' },
  { name: 'view_national_id', category: 'company', description: "TC Kimlik No'yu tam görme ve dışa aktarma" },
  { name: 'view_reservations', category: 'reservations', description: 'Rezervasyonları görüntüleme' },
  { name: 'manage_reservations', category: 'reservations', description: 'Rezervasyon yapma ve iptal etme' },
  { name: 'view_kits', category: 'kits', description: 'Setleri görüntüleme ve teslimde okutma' },
  { name: 'manage_kits', category: 'kits', description: 'Set oluşturma, düzenleme ve setten ekipman çıkarma' },
  {
    name: 'create_request',
    category: 'reservations',
    description: 'Sahadan ekipman ve malzeme talebi oluşturma ve kendi talebini iptal etme',
  },
  { name: 'approve_request', category: 'reservations', description: 'Deponun taleplerini görme, onaylama ve reddetme' },
  {
    name: 'manage_notifications',
    category: 'notifications',
    description: 'Bildirim gönderim kaydını görme, yeniden gönderme ve özet saatlerini ayarlama',
  },
  { name: 'manage_webhooks', category: 'integrations', description: "Webhook'ları yönetme ve gönderim kayıtlarını görme" },
  { name: 'manage_api_tokens', category: 'integrations', description: 'API anahtarı oluşturma, görüntüleme ve iptal etme' },
  {
    name: 'manage_personal_data',
    category: 'company',
    description: 'KVKK: saklama süreleri, imha çalıştırma ve kaydı, yasal saklama, işçinin kişisel veri dökümü',
  },
] as const satisfies readonly PermissionDefinition[];

export type PermissionName = (typeof PERMISSION_DEFINITIONS)[number]['name'];

export const PERMISSION_NAMES: readonly PermissionName[] = PERMISSION_DEFINITIONS.map((p) => p.name);

export function isPermissionName(value: string): value is PermissionName {
  return (PERMISSION_NAMES as readonly string[]).includes(value);
}

export { hasAllPermissions, hasAnyPermission, hasPermission } from './permission-checks';
