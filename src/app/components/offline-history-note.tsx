// What a paged history says when it is served from the device (usePagedHistory's `offline`): what
// the device holds is shown, older records need a connection. A history the device does not hold
// at all says only the second part.
//   {history.offline ? <OfflineHistoryNote holds="bu cihazdaki sahadaki ekipmanlar ve bekleyen işlemler" /> : null}
//   <OfflineHistoryNote holds={null} />
export function OfflineHistoryNote({
  holds = 'bu cihazda kayıtlı olanlar',
  className = '',
}: {
  holds?: string | null;
  className?: string;
}) {
  return (
    <p role="status" className={`text-sm text-amber-800 ${className}`}>
      {holds
        ? `Çevrimdışı: ${holds} gösteriliyor. Eski kayıtları görmek için internet bağlantısı gerekiyor.`
        : 'Çevrimdışı: bu geçmişi görmek için internet bağlantısı gerekiyor.'}
    </p>
  );
}
