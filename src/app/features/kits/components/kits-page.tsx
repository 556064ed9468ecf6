// 'Setler' (docs/planning.md "Kits"): the kits of the user's warehouses, from the device copy (so
// the list reads offline too), each with its code, warehouse and members; 'Yeni Set'.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AddButton } from '@app/components/add-button';
import { EmptyState } from '@app/components/empty-state';
import { PageHeader } from '@app/components/page-header';
import { Spinner } from '@app/components/spinner';
import { useKits } from '../api/kits-api';
import { KitForm } from './kit-form';
import type { Kit } from '@shared/kits';

const membersText = (kit: Kit) =>
  [`${kit.members.length} ekipman`, ...kit.stock_lines.map((l) => `${l.quantity} ${l.unit} ${l.name}`)].join(' · ');

export function KitsPage() {
  const kits = useKits();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Setler"
        description="Birlikte teslim edilen ekipmanlar: setin barkodunu okutmak tüm ekipmanlarını ekler."
        actions={<AddButton permission="manage_kits" label="Yeni Set" onClick={() => setFormOpen(true)} />}
      />
      {kits.isPending ? <Spinner /> : null}
      {kits.isError ? <p className="text-sm text-red-700">Setler okunamadı.</p> : null}
      {kits.data && kits.data.length === 0 ? (
        <EmptyState title="Henüz set yok" description="Bir set oluşturup ekipmanlarını okutun; set etiketini yazdırın." />
      ) : null}
      {kits.data && kits.data.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Setler">
          {kits.data.map((kit) => (
            <li key={kit.id}>
              <Link
                to="/kits/$id"
                params={{ id: kit.id }}
                className="flex min-h-16 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-slate-300 hover:bg-slate-50"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-900">{kit.name}</span>
                  <span className="font-mono text-sm text-slate-600">{kit.code}</span>
                </span>
                <span className="text-sm text-slate-600">{kit.warehouse_name}</span>
                <span className="text-sm text-slate-700">{membersText(kit)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {formOpen ? <KitForm open onClose={() => setFormOpen(false)} /> : null}
    </div>
  );
}
