import * as v from 'valibot';
import { phoneField, requiredId, requiredText, tcNoField, tcNoKeptField } from './fields';

export const WorkerSchema = v.object({
  first_name: requiredText('Ad zorunludur'),
  last_name: requiredText('Soyad zorunludur'),
  tc_no: tcNoField,
  phone: phoneField,
  department_id: requiredId('Departman zorunludur'),
});
export type WorkerInput = v.InferOutput<typeof WorkerSchema>;

/** Edit: the national id may stay masked (unchanged). */
export const WorkerUpdateSchema = v.object({ ...WorkerSchema.entries, tc_no: tcNoKeptField });

export const DepartmentSchema = v.object({ name: requiredText('Departman adı zorunludur') });
export type DepartmentInput = v.InferOutput<typeof DepartmentSchema>;
