// What went wrong with the camera, in words a warehouse supervisor can act on.

export const CAMERA_MESSAGES = {
  denied: 'Kamera izni verilmedi. Tarayıcı ayarlarından bu siteye kamera izni verin ya da seri numarasını elle girin.',
  missing: 'Bu cihazda kullanılabilir bir kamera bulunamadı. Seri numarasını elle girin veya barkodun fotoğrafını seçin.',
  busy: 'Kamera başka bir uygulama tarafından kullanılıyor. O uygulamayı kapatıp tekrar deneyin.',
  insecure: 'Kamera yalnızca güvenli bağlantıda (HTTPS) kullanılabilir. Seri numarasını elle girin.',
  failed: 'Kamera başlatılamadı. Seri numarasını elle girin veya barkodun fotoğrafını seçin.',
  fileUnreadable: 'Fotoğrafta okunabilir bir barkod bulunamadı.',
} as const;

export function cameraErrorMessage(error: unknown): string {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return CAMERA_MESSAGES.insecure;
  const name =
    error instanceof Error || (error && typeof error === 'object' && 'name' in error) ? String((error as { name?: unknown }).name) : '';
  const text = String(error instanceof Error ? error.message : error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || /permission|notallowed/i.test(text)) return CAMERA_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || /notfound|no camera|requested device not found/i.test(text))
    return CAMERA_MESSAGES.missing;
  if (name === 'NotReadableError' || /notreadable|could not start/i.test(text)) return CAMERA_MESSAGES.busy;
  return CAMERA_MESSAGES.failed;
}
