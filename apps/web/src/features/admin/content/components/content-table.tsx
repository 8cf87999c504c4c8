// The table of a content tab (docs/admin.md, 'Content and terms' → 'Screens'): the items with their
// state (Published, or Hidden / Draft) and last console edit and an Edit button each, and the
// toolbar above a table that counts the items and adds one.
import { Button, Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditedBy, PublishedTag } from './shared';

export function ContentToolbar({
  count,
  action,
  onAction,
}: {
  /** '3 posts'. */
  count: string;
  /** 'New post'. */
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="content-toolbar">
      <span>{count}</span>
      <Button type="primary" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

/** The state column: Published, else `draftLabel`. */
export function stateColumn<Row extends { published: boolean }>(
  draftLabel?: string,
): ColumnsType<Row>[number] {
  return {
    title: 'State',
    dataIndex: 'published',
    render: (published: boolean) => <PublishedTag published={published} draftLabel={draftLabel} />,
  };
}

interface EditedRow {
  id: number;
  published: boolean;
  edited_at: string | null;
  edited_by: string | null;
}

interface ContentTableProps<Row extends EditedRow> {
  rows: Row[];
  /** The kind's own columns; the state, `afterState`, the last edit and Edit follow them. */
  columns: ColumnsType<Row>;
  afterState?: ColumnsType<Row>;
  draftLabel?: string;
  /** The item's name in its Edit button: 'Edit About us'. */
  titleOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  pagination?: TablePaginationConfig | false;
}

export function ContentTable<Row extends EditedRow>({
  rows,
  columns,
  afterState = [],
  draftLabel,
  titleOf,
  onEdit,
  pagination = false,
}: ContentTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: 700 }}
      columns={[
        ...columns,
        stateColumn<Row>(draftLabel),
        ...afterState,
        {
          title: 'Last edit',
          key: 'edited',
          render: (_, row) => <EditedBy at={row.edited_at} by={row.edited_by} />,
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, row) => (
            <Button onClick={() => onEdit(row)} aria-label={`Edit ${titleOf(row)}`}>
              Edit
            </Button>
          ),
        },
      ]}
    />
  );
}
