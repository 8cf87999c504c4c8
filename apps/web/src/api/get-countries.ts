// GET /api/countries: the countries with their states (the sign-up and settings place fields).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@osce/shared/api';
import { apiGet } from '../lib/api-client';

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => apiGet<Country[]>('/countries', signal),
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
