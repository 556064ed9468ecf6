// Answer shapes that several screens read, as the pickers and nested names see them.

/** A nested `{ id, name }`: brand, category, warehouse, repairer. */
export interface NamedRef {
  id: string;
  name: string;
}

/** GET /warehouses as a picker reads it. */
export type WarehouseOption = NamedRef;

/** GET /equipment as a picker reads it. */
export interface EquipmentOption {
  id: string;
  serial_number: string;
  model: string;
  status: string;
  warehouse_id: string | null;
  brand: NamedRef | null;
  category: NamedRef | null;
}

/** GET /users as a person picker reads it (callers without view_users get only these fields). */
export interface UserOption {
  id: string;
  first_name: string;
  last_name: string;
  email?: string;
}
