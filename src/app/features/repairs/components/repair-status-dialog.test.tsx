import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BROKEN_STATUSES } from '@shared/status';
import { answer, fakeApi, noAnswer, refusal } from '../../../../../tests/helpers/fake-api';
import { expectSaved } from '../../../../../tests/helpers/form-dialog';
import { renderWithApp, typist } from '../../../../../tests/helpers/render-with-app';
import { BROKEN_RECORD } from '../../../../../tests/helpers/repair-fixtures';
import type { BrokenRecord } from '../api/types';
import { RepairStatusDialog, unavailableStatusReason } from './repair-status-dialog';

const NEEDS_ASSIGNEE = 'Önce Tamir Ata ile bir kişi atayın.';
const NEEDS_REPAIRER = 'Tamirci ve tamir maliyeti gerekir: Tamamla ile kaydedin.';
const PERSON = { id: 'u1', first_name: 'Gülşen', last_name: 'Çağlayan' };
const REPAIRER = { id: 'r1', name: 'Zirve Hidrolik', phone: '2125550001', address: 'İkitelli OSB' };

const PENDING: BrokenRecord = { ...BROKEN_RECORD, status: 'pending' };
const IN_REPAIR: BrokenRecord = { ...BROKEN_RECORD, status: 'in_repair', assigned_to_user: PERSON };
const PUT = `PUT /broken-equipment/${BROKEN_RECORD.id}/status`;

const server = fakeApi();
const userEvent = typist();

function openDialog(record: BrokenRecord) {
  server.signIn(['view_malfunctions', 'resolve_malfunction']);
  const onClose = vi.fn();
  renderWithApp(<RepairStatusDialog record={record} open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Durumu Güncelle' });
  const radio = (name: string) => within(dialog).getByRole('radio', { name: new RegExp(`^${name}`) });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
  return { dialog, radio, submit, onClose };
}

describe('which statuses a fault may be set to by hand', () => {
  it('never refuses the status it already has', () => {
    for (const status of BROKEN_STATUSES) {
      expect(unavailableStatusReason({ status, assigned_to_user: null, repairer: null, repair_cost: null }, status)).toBeNull();
    }
  });

  it('asks for an assignee before repair, and a repairer and a cost before repaired', () => {
    const bare = { status: 'pending', assigned_to_user: null, repairer: null, repair_cost: null };
    expect(unavailableStatusReason(bare, 'in_repair')).toBe(NEEDS_ASSIGNEE);
    expect(unavailableStatusReason(bare, 'repaired')).toBe(NEEDS_REPAIRER);
    expect(unavailableStatusReason({ ...bare, repairer: REPAIRER }, 'repaired')).toBe(NEEDS_REPAIRER);
    expect(unavailableStatusReason({ ...bare, repair_cost: 0 }, 'repaired')).toBe(NEEDS_REPAIRER);
    // A cost of zero is still a cost recorded.
    expect(unavailableStatusReason({ ...bare, repairer: REPAIRER, repair_cost: 0 }, 'repaired')).toBeNull();
    expect(unavailableStatusReason({ ...bare, assigned_to_user: PERSON }, 'in_repair')).toBeNull();
  });

  it('lets anything go back to pending or to scrap', () => {
    const repaired = { status: 'repaired', assigned_to_user: null, repairer: null, repair_cost: null };
    expect(unavailableStatusReason(repaired, 'pending')).toBeNull();
    expect(unavailableStatusReason(repaired, 'scrapped')).toBeNull();
  });
});

describe('updating a fault’s status', () => {
  it('starts on the current status and says why the others that need a step cannot be chosen here', () => {
    const { radio } = openDialog(PENDING);
    expect(radio('Beklemede')).toBeChecked();
    expect(radio('Tamirde')).toBeDisabled();
    expect(radio('Tamirde').closest('label')).toHaveTextContent(NEEDS_ASSIGNEE);
    expect(radio('Tamir Edildi')).toBeDisabled();
    expect(radio('Tamir Edildi').closest('label')).toHaveTextContent(NEEDS_REPAIRER);
    expect(radio('Hurda')).toBeEnabled();
    expect(radio('Hurda').closest('label')).toHaveTextContent('Ekipman Hurda olur.');
  });

  it('sends the chosen status, says it was updated and closes', async () => {
    server.answer(PUT, { ...IN_REPAIR, status: 'pending' });
    const { radio, submit, onClose } = openDialog(IN_REPAIR);
    expect(radio('Beklemede').closest('label')).toHaveTextContent('Atama kaldırılır; ekipman Arızalı kalır.');
    await userEvent.click(radio('Beklemede'));
    await expectSaved(server, PUT, { submit, onClose }, 'Tamir durumu başarıyla güncellendi.', [{ status: 'pending' }]);
  });

  it('shows a conflict in the server’s words, and keeps the dialog', async () => {
    server.answer(PUT, refusal(409, 'Bu arıza kaydı başka biri tarafından güncellendi.'));
    const { radio, submit, onClose } = openDialog(IN_REPAIR);
    await userEvent.click(radio('Hurda'));
    await submit();
    expect(await screen.findByText('Bu arıza kaydı başka biri tarafından güncellendi.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(radio('Hurda')).toBeChecked();
  });

  it('says the generic failure for a server fault or no answer, never a refusal', async () => {
    server.answer(PUT, answer(500, { error: 'relation "broken_equipment" does not exist' }));
    const { radio, submit, onClose } = openDialog(IN_REPAIR);
    await userEvent.click(radio('Hurda'));
    await submit();
    expect(await screen.findByText('Tamir durumu güncellenirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).toBeNull();
    server.answer(PUT, noAnswer);
    await submit();
    expect(await screen.findAllByText('Tamir durumu güncellenirken bir hata oluştu.')).not.toHaveLength(0);
    expect(server.sent(PUT)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a status (a record in a state the list does not know) asks for one', async () => {
    const { dialog, submit } = openDialog({ ...BROKEN_RECORD, status: '' });
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen bir durum seçin.');
    expect(server.sent(PUT)).toEqual([]);
  });
});
