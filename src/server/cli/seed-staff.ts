// Staff reference data for the demo and large seeds: the roles a depot organisation sets up besides the
// administrator, the staff accounts with their warehouses and signatures, and their demo password.
/** Roles that a depot organisation typically sets up besides the administrator. */
export const STAFF_ROLES: { name: string; permissions: string[] }[] = [
  {
    name: 'Depo Sorumlusu',
    permissions: [
      'view_dashboard',
      'view_equipment',
      'create_equipment',
      'edit_equipment',
      'view_field_equipment',
      'view_transfers',
      'create_transfer',
      'complete_transfer',
      'view_malfunctions',
      'create_malfunction',
      'view_warehouses',
      'view_workers',
      'create_worker',
      'view_brands',
      'view_categories',
      'view_repairers',
      // Counts her warehouse, records its inspections, exports its lists.
      'manage_stocktake',
      'record_equipment_check',
      'export_reports',
      // Her warehouse's counted stock and PPE: the catalogue, receipts, issues, corrections.
      'view_stock',
      'manage_stock_items',
      'receive_stock',
      'issue_stock',
      'adjust_stock',
      // Prepares what goes out today and promises items to the sites.
      'view_reservations',
      'manage_reservations',
      // Puts together the kits that leave as one, and prints their labels.
      'view_kits',
      'manage_kits',
      // Decides the requests the sites send to her warehouse.
      'approve_request',
    ],
  },
  {
    name: 'Saha Şefi',
    permissions: [
      'view_dashboard',
      'view_equipment',
      'view_field_equipment',
      'view_workers',
      'create_worker',
      'edit_worker',
      'manage_departments',
      'view_warehouses',
      'view_malfunctions',
      'create_malfunction',
      'view_transfers',
      // May hand over an item whose check ran out, with a written reason.
      'override_equipment_check',
      'export_reports',
      // Hands PPE to his crews against their signatures.
      'view_stock',
      'issue_stock',
      // Reserves what his sites need before he comes to the counter, or asks the warehouse for it.
      'view_reservations',
      'manage_reservations',
      // Hands kits over by scanning their label.
      'view_kits',
      'create_request',
    ],
  },
  {
    name: 'Teknik Servis',
    permissions: [
      'view_dashboard',
      'view_equipment',
      'view_malfunctions',
      'edit_malfunction',
      'resolve_malfunction',
      'view_repairers',
      'create_repairer',
      'edit_repairer',
      'view_repairer_detail',
      'view_brands',
      'view_categories',
      'view_warehouses',
      'record_equipment_check',
    ],
  },
  {
    // The office: the company's details and texts printed on every paper, reports, the national id.
    name: 'İdari İşler',
    permissions: [
      'view_dashboard',
      'view_equipment',
      'view_field_equipment',
      'view_workers',
      'view_warehouses',
      'manage_company',
      'export_reports',
      'view_national_id',
      'view_stock',
    ],
  },
];

export interface StaffSeed {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  /** Warehouse names the user is limited to; empty = all. */
  warehouses: string[];
  hasSignature: boolean;
}

export const STAFF: StaffSeed[] = [
  {
    first_name: 'Ayşe',
    last_name: 'Demir',
    email: 'ayse.demir@depo.local',
    phone: '5321234567',
    role: 'Depo Sorumlusu',
    warehouses: ['Merkez Depo'],
    hasSignature: true,
  },
  {
    first_name: 'Mehmet',
    last_name: 'Yıldırım',
    email: 'mehmet.yildirim@depo.local',
    phone: '5332345678',
    role: 'Depo Sorumlusu',
    warehouses: ['Ankara Bölge Deposu'],
    hasSignature: true,
  },
  {
    first_name: 'Zeynep',
    last_name: 'Aksoy',
    email: 'zeynep.aksoy@depo.local',
    phone: '5443456789',
    role: 'Depo Sorumlusu',
    warehouses: ['İzmir Liman Deposu'],
    hasSignature: false,
  },
  {
    first_name: 'Hüseyin',
    last_name: 'Çelik',
    email: 'huseyin.celik@depo.local',
    phone: '5054567890',
    role: 'Saha Şefi',
    warehouses: [],
    hasSignature: true,
  },
  {
    first_name: 'Gülşen',
    last_name: 'Öztürk',
    email: 'gulsen.ozturk@depo.local',
    phone: '5365678901',
    role: 'Saha Şefi',
    warehouses: [],
    hasSignature: false,
  },
  {
    first_name: 'Oğuz',
    last_name: 'Kılıç',
    email: 'oguz.kilic@depo.local',
    phone: '5426789012',
    role: 'Teknik Servis',
    warehouses: [],
    hasSignature: true,
  },
  {
    first_name: 'İrem',
    last_name: 'Şahin',
    email: 'irem.sahin@depo.local',
    phone: '5357890123',
    role: 'Teknik Servis',
    warehouses: [],
    hasSignature: false,
  },
  {
    first_name: 'Selin',
    last_name: 'Arslan',
    email: 'selin.arslan@depo.local',
    phone: '5388901234',
    role: 'İdari İşler',
    warehouses: [],
    hasSignature: true,
  },
];

/** The password every seeded staff account gets (demo only; change it after the first sign-in). */
export const STAFF_PASSWORD = 'Depo12345';
