// /admin/audit (docs/admin.md, 'Audit'): every staff write, newest first, filtered by actor,
// entity, entity id and member id (kept in the address); "Load older" pages on with next_before;
// a row opens to show its before and after as a field-by-field diff.
import { useState } from 'react';
import { Button, Form, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { AUDIT_ENTITIES } from '@osce/shared/admin/audit';
import type { AuditEntryAnswer } from '@osce/shared/schemas/admin';
import { ErrorState } from '../../../../components/query-state';
import { useAuditLog } from '../api/audit';
import { auditDiff } from '../utils/audit-diff';
import {
  filtersFromParams,
  NO_FILTERS,
  paramsFromFilters,
  type AuditFilters,
} from '../utils/audit-filters';
import '../../../../styles/admin-dashboard-audit.css';

function EntryDetail({ entry }: { entry: AuditEntryAnswer }) {
  const rows = auditDiff(entry.before, entry.after);
  return (
    <div className="audit-detail">
      {entry.reason ? (
        <p>
          <strong>Reason:</strong> {entry.reason}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>No fields recorded.</p>
      ) : (
        <table className="audit-diff">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Change</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={`audit-diff__row audit-diff__row--${row.kind}`}>
                <th scope="row">{row.field}</th>
                <td>
                  <span className={`audit-kind audit-kind--${row.kind}`}>{row.kind}</span>
                </td>
                <td>{row.before === null ? '—' : <pre>{row.before}</pre>}</td>
                <td>{row.after === null ? '—' : <pre>{row.after}</pre>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function AuditSection() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const log = useAuditLog(filters);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  const columns: TableColumnsType<AuditEntryAnswer> = [
    {
      title: 'When',
      dataIndex: 'at',
      key: 'at',
      render: (at: string) => new Date(at).toLocaleString('en-GB'),
      width: 180,
    },
    { title: 'Who', dataIndex: 'actor', key: 'actor' },
    {
      title: 'Action',
      dataIndex: 'action',
      key: 'action',
      render: (a: string) => <code>{a}</code>,
    },
    {
      title: 'Entity',
      key: 'entity',
      render: (_, e) => (e.entity_id ? `${e.entity} ${e.entity_id}` : e.entity),
      responsive: ['md'],
    },
    {
      title: 'Member',
      dataIndex: 'member_id',
      key: 'member_id',
      render: (id: number | null) => (id === null ? '—' : id),
      responsive: ['lg'],
    },
  ];

  const apply = (next: AuditFilters) => {
    setDraft(next);
    setParams(paramsFromFilters(next));
  };

  return (
    <div className="admin-audit">
      <Typography.Title level={2}>Audit log</Typography.Title>
      <Form layout="inline" className="admin-audit__filters" onFinish={() => apply(draft)}>
        <Form.Item label="Actor" htmlFor="audit-actor">
          <Input
            id="audit-actor"
            value={draft.actor}
            placeholder="username"
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Entity" htmlFor="audit-entity">
          <Select
            id="audit-entity"
            style={{ minWidth: 150 }}
            value={draft.entity}
            onChange={(entity) => setDraft({ ...draft, entity })}
            options={[
              { value: '', label: 'Any' },
              ...AUDIT_ENTITIES.map((e) => ({ value: e, label: e })),
            ]}
          />
        </Form.Item>
        <Form.Item label="Entity id" htmlFor="audit-entity-id">
          <Input
            id="audit-entity-id"
            value={draft.entity_id}
            onChange={(e) => setDraft({ ...draft, entity_id: e.target.value })}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item label="Member id" htmlFor="audit-member-id">
          <Input
            id="audit-member-id"
            value={draft.member_id}
            inputMode="numeric"
            onChange={(e) => setDraft({ ...draft, member_id: e.target.value })}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            Filter
          </Button>
        </Form.Item>
        <Form.Item>
          <Button onClick={() => apply(NO_FILTERS)}>Clear</Button>
        </Form.Item>
      </Form>
      {log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} what="the audit log" />
      ) : (
        <>
          <Table<AuditEntryAnswer>
            rowKey="id"
            size="small"
            loading={log.isPending}
            dataSource={entries}
            columns={columns}
            pagination={false}
            expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} /> }}
            locale={{ emptyText: 'No entries match these filters.' }}
            scroll={{ x: 'max-content' }}
          />
          {log.hasNextPage ? (
            <div className="admin-audit__more">
              <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                Load older
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
