// A kit as the API answers it, for the app's unit tests of kit scans (docs/planning.md "Kits").
import type { Kit, KitMember } from '@shared/kits';

export function sampleKit(members: KitMember[] = []): Kit {
  return {
    id: 'k1',
    warehouse_id: 'w1',
    warehouse_name: 'Merkez',
    code: 'SET-00007',
    name: 'Nivo Seti',
    note: null,
    members,
    stock_lines: [],
    created_at: '',
    updated_at: '',
  };
}
