// A list saved as a whole (FAQs, tutorial slides): a table with Edit, Up, Down and Remove per item
// and Add; each change sends the whole list (docs/admin.md, 'Content and terms' → 'API').
import { useState, type ReactNode } from 'react';
import { App, Button, Form, Popconfirm, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import { move, putAt, removeAt } from '../utils/list-edit';
import { ContentToolbar, stateColumn } from './content-table';
import { EditorDrawer, showRefusal } from './shared';

export interface ListItem {
  published: boolean;
  markdown: string;
}

interface ItemListProps<T extends ListItem> {
  /** 'FAQ', 'slide': in buttons and titles. */
  noun: string;
  items: T[];
  titleOf: (item: T) => string;
  columns: ColumnsType<T & { index: number }>;
  empty: T;
  /** The form's fields (besides Published). */
  fields: ReactNode;
  save: (items: T[]) => Promise<unknown>;
  saving: boolean;
}

export function ItemList<T extends ListItem>({
  noun,
  items,
  titleOf,
  columns,
  empty,
  fields,
  save,
  saving,
}: ItemListProps<T>) {
  const { message } = App.useApp();
  /** null: closed; -1: a new item; otherwise the item's index. */
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<T>();

  const send = async (next: T[], after?: () => void) => {
    try {
      await save(next);
      void message.success(text.saved);
      after?.();
    } catch (error) {
      void message.error(showRefusal(null, error));
    }
  };

  const submit = async () => {
    const values = await form.validateFields();
    const index = editing === -1 ? null : editing;
    const current = index === null ? empty : items[index]!;
    try {
      await save(putAt(items, index, { ...current, ...values }));
      void message.success(text.saved);
      setEditing(null);
    } catch (error) {
      // Field paths name the list's item: show them on this form by their last part.
      void message.error(showRefusal(null, error));
    }
  };

  const rows = items.map((item, index) => ({ ...item, index }));
  return (
    <>
      <ContentToolbar
        count={`${items.length} ${noun === 'FAQ' ? 'FAQs' : `${noun}s`}`}
        action={`Add ${noun}`}
        onAction={() => setEditing(-1)}
      />
      <Table
        rowKey="index"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 700 }}
        columns={[
          ...columns,
          stateColumn<T & { index: number }>(),
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Space wrap>
                <Button onClick={() => setEditing(row.index)} aria-label={`Edit ${titleOf(row)}`}>
                  Edit
                </Button>
                <Button
                  disabled={row.index === 0 || saving}
                  aria-label={`Move ${titleOf(row)} up`}
                  onClick={() => void send(move(items, row.index, -1))}
                >
                  Up
                </Button>
                <Button
                  disabled={row.index === items.length - 1 || saving}
                  aria-label={`Move ${titleOf(row)} down`}
                  onClick={() => void send(move(items, row.index, 1))}
                >
                  Down
                </Button>
                <Popconfirm
                  title={`Remove this ${noun}?`}
                  onConfirm={() => void send(removeAt(items, row.index))}
                >
                  <Button danger aria-label={`Remove ${titleOf(row)}`}>
                    Remove
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EditorDrawer
        title={editing === -1 ? `New ${noun}` : `Edit ${noun}`}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSave={() => void submit()}
        saving={saving}
      >
        {editing !== null ? (
          <Form
            form={form}
            layout="vertical"
            initialValues={editing === -1 ? empty : items[editing]}
            preserve={false}
          >
            {fields}
            <Form.Item name="published" label="Published" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        ) : null}
      </EditorDrawer>
    </>
  );
}
