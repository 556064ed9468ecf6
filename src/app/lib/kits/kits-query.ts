// The kits of the user's warehouses (docs/planning.md "Kits"), from the device copy: the kits'
// screens and every form that scans a kit's code read them here.
import { useReference } from '@app/lib/reference-data';
import type { Kit } from '@shared/kits';

export const useKits = (enabled = true) => useReference<Kit>('kits', { enabled, errorMessage: 'Setler yüklenirken bir hata oluştu.' });
