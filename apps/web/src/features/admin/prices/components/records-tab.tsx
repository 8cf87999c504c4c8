// One Prices tab (docs/admin.md, 'Prices' → 'Screens'): a table of records that scrolls sideways
// inside itself with Edit kept in view at the right, New above it, and a record's form in the edit
// drawer; a save confirms at the top and the list is fetched again.
import { useState, type ReactNode } from 'react';
import { App, Button, Table, Tag, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../../../components/query-state';
import { EditDrawer } from './edit-drawer';

export const yesNo = (on: boolean) => (on ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>);

interface RecordsTabProps<Item extends { id: number }, Values extends object> {
  records: UseQueryResult<Item[]>;
  /** What failed to load: 'the vouchers'. */
  what: string;
  /** The record's columns; the Actions column with Edit is added at the right. */
  columns: TableColumnsType<Item>;
  scrollX: number;
  newLabel: string;
  /** The Edit button's name for a record: 'Edit voucher TEN'; also the drawer's title. */
  editLabel: (item: Item) => string;
  /** The drawer's form: its name, its values for a record (null for a new one) and its fields. */
  formName: string;
  formValues: (item: Item | null) => Values;
  fields: ReactNode;
  /** Saves the form for the record (null: creates one); rejects with the server's refusal. */
  save: (id: number | null, values: Values) => Promise<unknown>;
  savedText: string;
}

export function RecordsTab<Item extends { id: number }, Values extends object>({
  records,
  what,
  columns,
  scrollX,
  newLabel,
  editLabel,
  formName,
  formValues,
  fields,
  save,
  savedText,
}: RecordsTabProps<Item, Values>) {
  const { message } = App.useApp();
  /** The record in the drawer; 'new' for a new one. */
  const [editing, setEditing] = useState<Item | 'new' | null>(null);

  if (records.isError) {
    return <ErrorState error={records.error} onRetry={() => void records.refetch()} what={what} />;
  }
  const current = editing === 'new' ? null : editing;
  return (
    <>
      <div className="admin-prices__toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          {newLabel}
        </Button>
      </div>
      <Table<Item>
        rowKey="id"
        columns={[
          ...columns,
          {
            title: 'Actions',
            key: 'edit',
            fixed: 'right',
            render: (_, item) => (
              <Button size="small" onClick={() => setEditing(item)} aria-label={editLabel(item)}>
                Edit
              </Button>
            ),
          },
        ]}
        dataSource={records.data ?? []}
        loading={records.isFetching}
        pagination={false}
        scroll={{ x: scrollX }}
      />
      {editing ? (
        <EditDrawer<Values>
          key={current?.id ?? 'new'}
          open
          title={current ? editLabel(current) : newLabel}
          name={formName}
          initialValues={formValues(current)}
          onSave={async (values) => {
            await save(current?.id ?? null, values);
            message.success(savedText);
          }}
          onClose={() => setEditing(null)}
        >
          {fields}
        </EditDrawer>
      ) : null}
    </>
  );
}
