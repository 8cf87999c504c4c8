import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';
import { auditPath, filtersFromParams, NO_FILTERS } from './audit-filters';

describe('auditDiff', () => {
  it('marks each field added, removed, changed or the same', () => {
    expect(
      auditDiff(
        { role: 'member', email: 'a@example.test', tags: [1, 2] },
        { role: 'support', tags: [1, 2], disabled: true },
      ),
    ).toEqual([
      { field: 'role', kind: 'changed', before: '"member"', after: '"support"' },
      { field: 'email', kind: 'removed', before: '"a@example.test"', after: null },
      { field: 'tags', kind: 'same', before: '[1,2]', after: '[1,2]' },
      { field: 'disabled', kind: 'added', before: null, after: 'true' },
    ]);
  });

  it('treats a creation, a deletion and a plain value', () => {
    expect(auditDiff(null, { price: 30 })).toEqual([
      { field: 'price', kind: 'added', before: null, after: '30' },
    ]);
    expect(auditDiff({ price: 30 }, null)).toEqual([
      { field: 'price', kind: 'removed', before: '30', after: null },
    ]);
    expect(auditDiff('draft', 'published')).toEqual([
      { field: '(value)', kind: 'changed', before: '"draft"', after: '"published"' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it('indents long values', () => {
    const long = { text: 'x'.repeat(80) };
    expect(auditDiff({ body: long }, {})[0]!.before).toContain('\n');
  });
});

describe('audit filters', () => {
  it('reads only valid filters from the address and sends only the ones set', () => {
    const filters = filtersFromParams(
      new URLSearchParams('actor=%20admin%20&entity=bogus&member_id=12x&entity_id=7'),
    );
    expect(filters).toEqual({ actor: ' admin ', entity: '', entity_id: '7', member_id: '' });
    expect(auditPath(filters, null)).toBe('/admin/audit?actor=admin&entity_id=7');
    expect(auditPath(NO_FILTERS, 42)).toBe('/admin/audit?before=42');
  });
});
