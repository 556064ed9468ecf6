// Shell indicator for connectivity and the outbox (pending / failed entries). Filled in by the
// offline work; the shell renders it in the sidebar and the small-screen top bar.
export function OfflineIndicator() {
  return null;
}
