// A warehouse's stock settings (docs/stock.md): negative stock, and who hears of its low stock —
// the notice when an item falls to its minimum and the low items in the daily digest.

/** A user as the recipient picker shows them. */
export interface StockRecipient {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface StockSettings {
  warehouse_id: string;
  allow_negative: boolean;
  /** The users chosen for the low-stock notices; `can_receive` is false once they no longer see the warehouse or hold view_stock. */
  low_stock_recipients: Array<StockRecipient & { can_receive: boolean }>;
  /** No chosen recipient can receive: the notices go to the warehouse's users holding view_stock. */
  low_stock_fallback: boolean;
  /** Who may be chosen: the users who see the warehouse and hold view_stock (given to those who manage stock items). */
  low_stock_candidates: StockRecipient[];
}

export const MAX_LOW_STOCK_RECIPIENTS = 50;

export const RECIPIENT_MESSAGES = {
  invalid: 'Geçersiz alıcı seçimi.',
  tooMany: `En fazla ${MAX_LOW_STOCK_RECIPIENTS} alıcı seçilebilir.`,
  unknown: 'Seçilen alıcılardan biri bulunamadı; listeyi yenileyip yeniden seçin.',
  outOfScope: (name: string) => `${name} bu depoyu göremiyor; düşük stok bildirimlerini alamaz.`,
  noPermission: (name: string) => `${name} stokları görüntüleme yetkisine sahip değil; düşük stok bildirimlerini alamaz.`,
} as const;

/** What the screen says when nobody is chosen (or no chosen user can receive any more). */
export const RECIPIENT_FALLBACK_TEXT =
  'Alıcı seçilmedi: düşük stok bildirimleri bu depoyu gören ve stokları görüntüleme yetkisi olan tüm kullanıcılara gider.';
