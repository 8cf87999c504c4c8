// The audit screen's filters (docs/admin.md, 'Audit'): kept in the address, sent as the query.
import { AUDIT_ENTITIES, type AuditEntity } from '@osce/shared/admin/audit';

export interface AuditFilters {
  actor: string;
  entity: AuditEntity | '';
  entity_id: string;
  member_id: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', entity: '', entity_id: '', member_id: '' };

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const entity = params.get('entity') ?? '';
  return {
    actor: params.get('actor') ?? '',
    entity: (AUDIT_ENTITIES as readonly string[]).includes(entity) ? (entity as AuditEntity) : '',
    entity_id: params.get('entity_id') ?? '',
    member_id: /^[1-9]\d{0,9}$/.test(params.get('member_id') ?? '') ? params.get('member_id')! : '',
  };
}

/** Only the filters set, trimmed. */
export function paramsFromFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const v = value.trim();
    if (v) params.set(key, v);
  }
  return params;
}

export function auditPath(filters: AuditFilters, before: number | null): string {
  const params = paramsFromFilters(filters);
  if (before !== null) params.set('before', String(before));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : '/admin/audit';
}
