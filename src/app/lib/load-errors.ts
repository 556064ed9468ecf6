// What a list that fails to load says (spec 02 §8: 'X yüklenirken bir hata oluştu.'), for the lists
// several features read through their own queries. A query names its text in `meta.errorMessage`
// and the query cache shows it (see query-client).
export const LOAD_FAILED = {
  warehouses: 'Depolar yüklenirken bir hata oluştu.',
  equipment: 'Ekipmanlar yüklenirken bir hata oluştu.',
  users: 'Kullanıcılar yüklenirken bir hata oluştu.',
} as const;
