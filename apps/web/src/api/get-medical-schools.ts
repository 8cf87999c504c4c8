// GET /api/medical_schools: every school with its country and state; the forms filter them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MedicalSchool } from '@osce/shared/api';
import { apiGet } from '../lib/api-client';

export function medicalSchoolsQueryOptions() {
  return queryOptions({
    queryKey: ['medical-schools'],
    queryFn: ({ signal }) => apiGet<MedicalSchool[]>('/medical_schools', signal),
  });
}

export function useMedicalSchools() {
  return useQuery(medicalSchoolsQueryOptions());
}
