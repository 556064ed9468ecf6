// The fixed delivery terms of a field hand-over: shown on the issue form, the record's detail page
// and the printed hand-over document, so what the worker accepts is what the paper says.

export const DELIVERY_TERMS_TITLE = 'Teslim Şartları ve Koşulları';

export const DELIVERY_TERMS =
  'Teslim alan çalışan, bu belgede listelenen ekipmanları eksiksiz ve çalışır durumda teslim aldığını kabul eder. ' +
  'Ekipmanlar yalnızca iş amacıyla, kullanım talimatlarına ve iş güvenliği kurallarına uygun olarak kullanılacak; ' +
  'üçüncü kişilere verilmeyecek, ödünç verilmeyecek ve özenle korunacaktır. Kayıp, çalınma, arıza veya hasar ' +
  'durumunda sorumlu depo yetkilisine derhal bilgi verilecektir. Kullanım hatası veya ihmal sonucu oluşan kayıp ' +
  've hasarlardan teslim alan çalışan sorumludur. Ekipmanlar, görev sona erdiğinde ya da talep edildiğinde ' +
  'eksiksiz olarak depoya iade edilecektir.';

/** The checkbox on the issue form. */
export const DELIVERY_TERMS_ACCEPT_LABEL = 'Teslim şartlarını ve koşullarını okudum, kabul ediyorum.';
