// /broken-equipment (spec 02 "Broken equipment"): two tabs, the fault list and the repairers
// (only with view_repairers). The tab lives in the URL (`?tab=repairers`) so links can open it.
import { useState } from 'react';
import { Button } from '@app/components/button';
import { Can } from '@app/components/can';
import { PageHeader } from '@app/components/page-header';
import { useSession } from '@app/lib/session';
import { useBrokenEquipmentPage } from '../api/get-broken-equipment-list';
import { BrokenList } from './broken-list';
import { RepairCostReportSection } from './repair-cost-report';
import { RepairersTab } from './repairers-tab';

export type BrokenTab = 'list' | 'repairers';

export interface BrokenEquipmentPageProps {
  tab: BrokenTab;
  onTabChange: (tab: BrokenTab) => void;
  /** Opens 'Arıza Bildir' with this item filled in (the scan's action sheet). */
  reportItemId?: string;
}

export function BrokenEquipmentPage({ tab: requestedTab, onTabChange, reportItemId }: BrokenEquipmentPageProps) {
  const { can } = useSession();
  const showRepairers = can('view_repairers');
  const tab: BrokenTab = requestedTab === 'repairers' && showRepairers ? 'repairers' : 'list';
  // The list's first page without filters: the same query the list shows first, one request.
  const list = useBrokenEquipmentPage({ q: '', status: '' }, 1, { quiet: true });
  const [reporting, setReporting] = useState(() => !!reportItemId && can('create_malfunction'));
  const [creatingRepairer, setCreatingRepairer] = useState(false);

  const tabs: Array<{ id: BrokenTab; label: string }> = [
    { id: 'list', label: `Arızalı Ekipmanlar${list.isPending ? '' : ` (${list.total})`}` },
    ...(showRepairers ? [{ id: 'repairers' as const, label: 'Tamirciler' }] : []),
  ];

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Arızalı Ekipmanlar"
        description="Arıza kayıtları, tamir atamaları, tamir maliyetleri ve tamirciler"
        actions={
          tab === 'list' ? (
            <Can permission="create_malfunction">
              <Button onClick={() => setReporting(true)}>Arıza Bildir</Button>
            </Can>
          ) : (
            <Can permission="create_repairer">
              <Button onClick={() => setCreatingRepairer(true)}>Yeni Tamirci</Button>
            </Can>
          )
        }
      >
        <div role="tablist" aria-label="Arıza sekmeleri" className="-mb-px flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`broken-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`broken-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => onTabChange(t.id)}
              onKeyDown={(e) => {
                // Arrow keys move between tabs (WAI-ARIA tabs pattern).
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const index = tabs.findIndex((x) => x.id === t.id);
                const next = tabs[(index + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
                if (next) {
                  onTabChange(next.id);
                  document.getElementById(`broken-tab-${next.id}`)?.focus();
                }
              }}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 ${
                tab === t.id
                  ? 'border-blue-700 text-blue-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>
      </PageHeader>

      <div role="tabpanel" id={`broken-panel-${tab}`} aria-labelledby={`broken-tab-${tab}`}>
        {tab === 'list' ? (
          <div className="flex flex-col gap-4">
            <Can permission="view_equipment">
              <RepairCostReportSection />
            </Can>
            <BrokenList reporting={reporting} onReport={setReporting} reportItemId={reportItemId} />
          </div>
        ) : (
          <RepairersTab creating={creatingRepairer} onCreate={setCreatingRepairer} />
        )}
      </div>
    </div>
  );
}
