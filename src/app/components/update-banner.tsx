// The banner of a new release installed and waiting (update-prompt.tsx shows it): 'Güncelle' activates
// it and reloads. 'Sonra' hides the banner for this page load; the new version then starts with the next visit.
import { useState } from 'react';
import { applyUpdate } from '../pwa/register-service-worker';

export function UpdateBanner() {
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (dismissed) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-4 bottom-4 z-50 flex flex-wrap items-center gap-3 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg sm:left-auto sm:max-w-sm"
    >
      <p className="min-w-0 flex-1 text-sm font-medium">Yeni sürüm hazır</p>
      <button
        type="button"
        className="min-h-11 rounded-md px-3 text-sm font-medium text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        onClick={() => setDismissed(true)}
        disabled={updating}
      >
        Sonra
      </button>
      <button
        type="button"
        className="min-h-11 rounded-md bg-blue-600 px-4 text-sm font-semibold text-white hover:bg-blue-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
        onClick={() => {
          setUpdating(true);
          applyUpdate();
        }}
        disabled={updating}
      >
        Güncelle
      </button>
    </div>
  );
}
