// Type-level check, read by `npm run typecheck` (tsc over tests/): what each client request
// expects is exactly what the server's service answers, once the answer has crossed the wire (a
// Date becomes ISO text). A field added, renamed or made nullable on one side only fails here.
// The answers themselves are declared once, in src/shared/api-types.ts and src/shared/stocktake.ts.
import { expectTypeOf } from 'vitest';
import type { FieldWorker } from '@app/features/field/api/types';
import type * as fieldCreateWorker from '@app/features/field/api/create-worker';
import type * as fieldDetail from '@app/features/field/api/get-field-equipment';
import type * as fieldIssue from '@app/features/field/api/issue-equipment';
import type * as fieldReturn from '@app/features/field/api/return-equipment';
import type * as equipmentCreate from '@app/features/equipment/api/create-equipment';
import type * as equipmentDetail from '@app/features/equipment/api/get-equipment';
import type * as equipmentUpdate from '@app/features/equipment/api/update-equipment';
import type * as catalogSave from '@app/features/equipment/api/save-catalog-item';
import type * as repairAssign from '@app/features/repairs/api/assign-repair';
import type * as repairComplete from '@app/features/repairs/api/complete-repair';
import type * as repairDetail from '@app/features/repairs/api/get-broken-equipment';
import type * as repairerDetail from '@app/features/repairs/api/get-repairer';
import type * as repairReport from '@app/features/repairs/api/report-fault';
import type * as repairerSave from '@app/features/repairs/api/save-repairer';
import type * as repairCost from '@app/features/repairs/api/update-repair-cost';
import type * as repairStatus from '@app/features/repairs/api/update-repair-status';
import type * as repairInvoice from '@app/features/repairs/api/upload-invoice';
import type * as transferComplete from '@app/features/transfers/api/complete-transfer';
import type * as transferCreate from '@app/features/transfers/api/create-transfer';
import type * as transferDetail from '@app/features/transfers/api/get-transfer';
import type * as userCreate from '@app/features/users/api/create-user';
import type * as permissionsList from '@app/features/users/api/get-permissions';
import type * as userWarehouses from '@app/features/users/api/get-user-warehouses';
import type * as userUpdate from '@app/features/users/api/update-user';
import type * as rolesList from '@app/features/users/api/get-roles';
import type * as roleSave from '@app/features/users/api/save-role';
import type * as warehouseCreate from '@app/features/warehouses/api/create-warehouse';
import type * as warehouseUpdate from '@app/features/warehouses/api/update-warehouse';
import type * as departmentCreate from '@app/features/workers/api/create-department';
import type * as departmentUpdate from '@app/features/workers/api/update-department';
import type * as workerCreate from '@app/features/workers/api/create-worker';
import type * as workerDetail from '@app/features/workers/api/get-worker';
import type * as workerUpdate from '@app/features/workers/api/update-worker';
import type * as catalogService from '@server/modules/equipment/catalog.service';
import type * as equipmentService from '@server/modules/equipment/equipment.service';
import type * as equipmentWrites from '@server/modules/equipment/equipment-writes';
import type * as fieldService from '@server/modules/field/field-equipment.service';
import type * as fieldIssueService from '@server/modules/field/field-issue';
import type * as fieldReturnService from '@server/modules/field/field-return';
import type * as brokenService from '@server/modules/repairs/broken-row';
import type * as repairersService from '@server/modules/repairs/repairers.service';
import type * as stocktakeService from '@server/modules/stocktake/stocktake-reads.service';
import type * as transfersService from '@server/modules/transfers/transfers.service';
import type * as rolesService from '@server/modules/users/roles.service';
import type * as usersService from '@server/modules/users/users.service';
import type * as warehousesService from '@server/modules/warehouses/warehouses.service';
import type * as workersService from '@server/modules/workers/workers.service';
import type { PermissionRow } from '@shared/api-types';
import type { StocktakeRead } from '@shared/stocktake';

/** A value as JSON carries it: a Date becomes its ISO text. */
type Wire<T> = T extends Date ? string : T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;
/** What a server function answers, on the wire. */
type Served<F extends (...args: never[]) => Promise<unknown>> = Wire<Awaited<ReturnType<F>>>;
/** What a client request resolves to. */
type Read<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
/** The server's answer of an operation sent through the outbox. */
type SentAnswer<F extends (...args: never[]) => Promise<unknown>> =
  Extract<Read<F>, { status: 'sent' }> extends { response: infer R } ? R : never;

// /api/equipment, /api/brands, /api/categories
expectTypeOf<Read<typeof equipmentDetail.getEquipment>>().toEqualTypeOf<Served<typeof equipmentService.getEquipment>>();
expectTypeOf<Read<typeof equipmentCreate.createEquipment>>().toEqualTypeOf<Served<typeof equipmentWrites.createEquipment>>();
expectTypeOf<Read<typeof equipmentUpdate.updateEquipment>>().toEqualTypeOf<Served<typeof equipmentWrites.updateEquipment>>();
expectTypeOf<Read<typeof catalogSave.saveCatalogItem>>().toEqualTypeOf<Served<typeof catalogService.createCatalogItem>>();
expectTypeOf<Read<typeof catalogSave.saveCatalogItem>>().toEqualTypeOf<Served<typeof catalogService.updateCatalogItem>>();

// /api/field-equipment
expectTypeOf<Read<typeof fieldDetail.getFieldEquipment>>().toEqualTypeOf<Served<typeof fieldService.getFieldEquipment>>();
expectTypeOf<Read<typeof fieldIssue.issueEquipment>['sent'][number]['record']>().toEqualTypeOf<
  Served<typeof fieldIssueService.issueEquipment>
>();
expectTypeOf<SentAnswer<typeof fieldReturn.returnEquipment>>().toEqualTypeOf<Served<typeof fieldReturnService.returnEquipmentBatch>>();
// The issue form keeps only the fields it shows of the worker it created.
expectTypeOf<Served<typeof workersService.createWorker>>().toExtend<FieldWorker>();
expectTypeOf<SentAnswer<typeof fieldCreateWorker.createWorker>>().toEqualTypeOf<FieldWorker>();

// /api/broken-equipment, /api/repairers
expectTypeOf<Read<typeof repairDetail.getBrokenEquipment>>().toEqualTypeOf<Served<typeof brokenService.getBroken>>();
// Every write of a fault report answers the report as the list shows it.
expectTypeOf<Read<typeof repairAssign.assignRepair>>().toEqualTypeOf<Served<typeof brokenService.getBrokenRow>>();
expectTypeOf<Read<typeof repairComplete.completeRepair>>().toEqualTypeOf<Served<typeof brokenService.getBrokenRow>>();
expectTypeOf<Read<typeof repairCost.updateRepairCost>>().toEqualTypeOf<Served<typeof brokenService.getBrokenRow>>();
expectTypeOf<Read<typeof repairStatus.updateRepairStatus>>().toEqualTypeOf<Served<typeof brokenService.getBrokenRow>>();
expectTypeOf<Read<typeof repairInvoice.uploadInvoice>>().toEqualTypeOf<Served<typeof brokenService.getBrokenRow>>();
expectTypeOf<SentAnswer<typeof repairReport.reportFault>>().toEqualTypeOf<Served<typeof brokenService.getBrokenRow>>();
expectTypeOf<Read<typeof repairerDetail.getRepairer>>().toEqualTypeOf<Served<typeof repairersService.getRepairer>>();
expectTypeOf<Read<typeof repairerSave.createRepairer>>().toEqualTypeOf<Served<typeof repairersService.createRepairer>>();
expectTypeOf<Read<typeof repairerSave.updateRepairer>>().toEqualTypeOf<Served<typeof repairersService.updateRepairer>>();

// /api/transfers
expectTypeOf<Read<typeof transferDetail.getTransfer>>().toEqualTypeOf<Served<typeof transfersService.getTransfer>>();
expectTypeOf<Read<typeof transferCreate.createTransfer>>().toEqualTypeOf<Served<typeof transfersService.getTransfer>>();
expectTypeOf<Read<typeof transferComplete.completeTransfer>>().toEqualTypeOf<Served<typeof transfersService.getTransfer>>();

// /api/users, /api/roles, /api/permissions
expectTypeOf<Read<typeof userCreate.createUser>>().toEqualTypeOf<Served<typeof usersService.createUser>>();
expectTypeOf<Read<typeof userUpdate.updateUser>>().toEqualTypeOf<Served<typeof usersService.updateUser>>();
expectTypeOf<Read<typeof userWarehouses.getUserWarehouses>>().toEqualTypeOf<Served<typeof usersService.userWarehouseList>>();
expectTypeOf<Read<typeof permissionsList.getPermissions>>().toEqualTypeOf<PermissionRow[]>();
expectTypeOf<Read<typeof rolesList.getRoles>>().toEqualTypeOf<Served<typeof rolesService.listRoles>>();
expectTypeOf<Read<typeof roleSave.createRole>>().toEqualTypeOf<Served<typeof rolesService.createRole>>();
expectTypeOf<Read<typeof roleSave.updateRole>>().toEqualTypeOf<Served<typeof rolesService.updateRole>>();

// /api/warehouses
expectTypeOf<Read<typeof warehouseCreate.createWarehouse>>().toEqualTypeOf<Served<typeof warehousesService.createWarehouse>>();
expectTypeOf<Read<typeof warehouseUpdate.updateWarehouse>>().toEqualTypeOf<Served<typeof warehousesService.updateWarehouse>>();

// /api/workers, /api/departments
expectTypeOf<Read<typeof workerDetail.getWorker>>().toEqualTypeOf<Served<typeof workersService.getWorker>>();
expectTypeOf<Read<typeof workerCreate.createWorker>>().toEqualTypeOf<Served<typeof workersService.createWorker>>();
expectTypeOf<Read<typeof workerUpdate.updateWorker>>().toEqualTypeOf<Served<typeof workersService.updateWorker>>();
expectTypeOf<Read<typeof departmentCreate.createDepartment>>().toEqualTypeOf<Served<typeof workersService.createDepartment>>();
expectTypeOf<Read<typeof departmentUpdate.updateDepartment>>().toEqualTypeOf<Served<typeof workersService.updateDepartment>>();

// /api/stocktakes: the count screen reads the reads inline (lib/use-count.ts).
expectTypeOf<Served<typeof stocktakeService.listReads>>().toEqualTypeOf<StocktakeRead[]>();
