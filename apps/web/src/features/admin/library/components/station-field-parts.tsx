// The pieces every tab of the station editor's fields is built from (docs/admin.md, 'The library'
// → 'Screens'): a Markdown field with its preview, a card for one entry of a list, the button
// adding one, and a list of the station file as a section of such cards.
import type { ReactNode } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { MarkdownInput } from './markdown-input';

export const options = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value, label: String(value) }));

/** A markdown field: its label names the textarea and the preview alike. */
export function MarkdownItem({
  name,
  label,
  rows,
  previewFirst,
  extra,
}: {
  name: (string | number)[] | string;
  label: string;
  rows?: number;
  previewFirst?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <MarkdownInput label={label} rows={rows} previewFirst={previewFirst} />
    </Form.Item>
  );
}

export function ListCard({
  title,
  onRemove,
  children,
  extra,
}: {
  title: string;
  onRemove: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={title}
      className="library-card"
      extra={
        <Space>
          {extra}
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${text.removeItem} ${title}`}
            onClick={onRemove}
          />
        </Space>
      }
    >
      {children}
    </Card>
  );
}

export function AddButton({ onClick, what }: { onClick: () => void; what: string }) {
  return (
    <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {text.addItem} {what}
    </Button>
  );
}

/**
 * One list of the station file (tasks, questions, artefacts, ...): a card per entry, each titled by
 * its place ('Task 2'), and the button adding an entry. `children` draws an entry's fields, given
 * its name in the list.
 */
export function ListSection({
  name,
  label,
  heading,
  itemTitle,
  what,
  newItem,
  children,
}: {
  name: string | (string | number)[];
  label: string;
  heading: string;
  itemTitle: string;
  what: string;
  /** A new entry's values; a fresh object for each (none: empty). */
  newItem?: () => Record<string, unknown>;
  children: (item: number) => ReactNode;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <section aria-label={label}>
          <h3 className="library-subhead">{heading}</h3>
          {fields.map((field, index) => (
            <ListCard
              key={field.key}
              title={`${itemTitle} ${index + 1}`}
              onRemove={() => remove(field.name)}
            >
              {children(field.name)}
            </ListCard>
          ))}
          <AddButton onClick={() => add(newItem ? newItem() : {})} what={what} />
        </section>
      )}
    </Form.List>
  );
}
