// The issue form's word on the chosen items' required checks (docs/equipment-care.md): an expired,
// failed or unrecorded check stops the hand-over unless the user may override it with a written
// reason; a check running out within 30 days is a warning. Days in Istanbul, said the Turkish way.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HandoverCheckNotice, handoverChecks, overrideProblem, type CheckedItem, type HandoverChecks } from './handover-check-notice';

const TODAY = '2026-11-20';
const check = (name: string, due_on: string | null, checked_on: string | null = '2025-11-20', failed = false) => ({
  name,
  due_on,
  checked_on,
  failed,
});
const EXPIRED: CheckedItem = { id: 'e1', serial_number: 'VNC-01', check_due: [check('Periyodik Muayene', '2026-11-20')] };
const FAILED: CheckedItem = { id: 'e2', serial_number: 'VNC-02', check_due: [check('Kalibrasyon', null, '2026-10-01', true)] };
const NEVER: CheckedItem = { id: 'e3', serial_number: 'VNC-03', check_due: [check('Yük Testi', null, null)] };
const SOON: CheckedItem = { id: 'e4', serial_number: 'VNC-04', check_due: [check('Periyodik Muayene', '2026-12-05')] };
const FINE: CheckedItem = { id: 'e5', serial_number: 'VNC-05', check_due: [check('Periyodik Muayene', '2027-06-01')] };

describe('the checks of the chosen items', () => {
  it('refuse an expired (on its due day), a failed and an unrecorded check, and warn of one running out', () => {
    expect(handoverChecks([EXPIRED, FAILED, NEVER, SOON, FINE, { id: 'e6', serial_number: 'X' }], TODAY)).toEqual({
      refusals: [
        "VNC-01 seri numaralı ekipmanın Periyodik Muayene süresi 20.11.2026'da doldu.",
        "VNC-02 seri numaralı ekipman 01.10.2026'da yapılan Kalibrasyon sonucunda uygun bulunmadı.",
        'VNC-03 seri numaralı ekipmanın Yük Testi kaydı yok.',
      ],
      warnings: ["VNC-04 seri numaralı ekipmanın Periyodik Muayene süresi 05.12.2026'da doluyor (15 gün kaldı)."],
    });
  });

  it('stop the form unless the user may override and writes a reason of at least 10 characters', () => {
    const checks = handoverChecks([EXPIRED], TODAY);
    expect(overrideProblem(checks, false, 'Şantiyede acil lazım')).toBe(
      'Kontrol süresi dolmuş ekipmanlar teslim edilemez: listeden çıkarın.',
    );
    expect(overrideProblem(checks, true, '  kısa    ')).toBe('Teslim için gerekçe yazın (en az 10 karakter).');
    expect(overrideProblem(checks, true, 'Muayene randevusu 22.11’de')).toBeNull();
    expect(overrideProblem(handoverChecks([SOON, FINE], TODAY), false, '')).toBeNull();
  });
});

function Notice({ checks, canOverride, error }: { checks: HandoverChecks; canOverride: boolean; error?: string }) {
  const [reason, setReason] = useState('');
  return (
    <>
      <HandoverCheckNotice checks={checks} canOverride={canOverride} reason={reason} onReason={setReason} error={error} />
      <p data-testid="reason">{reason}</p>
    </>
  );
}

describe('the notice on the issue form', () => {
  it('says nothing when every check is valid', () => {
    const { container } = render(<Notice checks={handoverChecks([FINE], TODAY)} canOverride />);
    expect(container.querySelector('[aria-label="Periyodik kontroller"]')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without the override tells to take the item off, with the form’s problem under it', () => {
    render(
      <Notice
        checks={handoverChecks([EXPIRED, SOON], TODAY)}
        canOverride={false}
        error="Kontrol süresi dolmuş ekipmanlar teslim edilemez: listeden çıkarın."
      />,
    );
    // A named region a screen reader announces (an aria-label on a plain div is not read).
    expect(screen.getByRole('region', { name: 'Periyodik kontroller' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Teslim edilemez: kontrol süresi dolmuş')).toBeInTheDocument();
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      "VNC-01 seri numaralı ekipmanın Periyodik Muayene süresi 20.11.2026'da doldu.",
    );
    expect(alert).toHaveTextContent(
      'Süresi dolmuş kontrolle teslim yetkiniz yok; ekipmanı listeden çıkarın veya kontrol kaydını girdirin.',
    );
    expect(alert).toHaveTextContent('Kontrol süresi dolmuş ekipmanlar teslim edilemez: listeden çıkarın.');
    expect(within(alert).queryByRole('textbox')).not.toBeInTheDocument();
    const soon = screen.getByRole('status');
    expect(within(soon).getByText('Kontrol süresi yaklaşıyor')).toBeInTheDocument();
    expect(soon).toHaveTextContent('(15 gün kaldı)');
  });

  it('with the override asks for the reason printed on the document, the problem under the box', async () => {
    render(<Notice checks={handoverChecks([NEVER], TODAY)} canOverride error="Teslim için gerekçe yazın (en az 10 karakter)." />);
    const box = screen.getByRole('textbox', { name: /Teslim gerekçesi \(belgeye yazılır\)/ });
    expect(box).toHaveAccessibleDescription('Teslim için gerekçe yazın (en az 10 karakter).');
    await userEvent.type(box, 'Test yarın yapılacak');
    expect(screen.getByTestId('reason')).toHaveTextContent('Test yarın yapılacak');
    expect(screen.queryByText(/teslim yetkiniz yok/)).not.toBeInTheDocument();
  });
});
