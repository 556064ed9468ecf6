import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@app/lib/api-client';

export interface DepartmentRow {
  id: string;
  name: string;
  created_at: string;
}

export const DEPARTMENTS_QUERY_ROOT = ['departments'] as const;
export const DEPARTMENTS_QUERY_KEY = ['departments', 'list'] as const;

export const getDepartments = () => api.get<DepartmentRow[]>('/departments');

export const departmentsQueryOptions = () => queryOptions({ queryKey: DEPARTMENTS_QUERY_KEY, queryFn: getDepartments, staleTime: 0, meta: { errorMessage: 'Departmanlar yüklenirken bir hata oluştu' } });

export const useDepartments = () => useQuery(departmentsQueryOptions());
