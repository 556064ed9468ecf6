// What a record that is missing (or outside the reader's warehouses, which answers the same) is
// called: the server's 404 answers and the screens that say a search found nothing.
export const NOT_FOUND = {
  equipment: 'Ekipman bulunamadı.',
  user: 'Kullanıcı bulunamadı.',
  worker: 'İşçi bulunamadı.',
  warehouse: 'Depo bulunamadı.',
  fault: 'Arıza kaydı bulunamadı.',
  transfer: 'Transfer bulunamadı.',
  repairer: 'Tamirci bulunamadı.',
  handover: 'Sahada ekipman kaydı bulunamadı.',
} as const;
