// What the content console's tabs share (docs/admin.md, 'Content and terms' → 'Screens'): the
// published tag, the edited-by line, the editor drawer and showing a refused save on its form.
import type { ReactNode } from 'react';
import { Button, Drawer, Space, Tag, Tooltip, type FormInstance } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import { isApiError } from '../../../../lib/api-client';

export function PublishedTag({
  published,
  draftLabel = 'Hidden',
}: {
  published: boolean;
  draftLabel?: string;
}) {
  return published ? <Tag color="green">Published</Tag> : <Tag>{draftLabel}</Tag>;
}

/** 'by {who}, {when}' for a console edit; 'From the catalogue files' otherwise. */
export function EditedBy({ at, by }: { at: string | null; by: string | null }) {
  if (!at) return <span>From the catalogue files</span>;
  return (
    <Tooltip title={text.editedInConsole}>
      <span>
        {by ?? 'someone'}, {new Date(at).toLocaleString()}
      </span>
    </Tooltip>
  );
}

export function EditorDrawer({
  title,
  open,
  onClose,
  onSave,
  saving,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      width="min(1180px, 100vw)"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            Save
          </Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}

/**
 * A refused save: each field's message at its field (the server names nested fields by path, as
 * `faqs.0.title`), and the answer's message as a whole. Answers the message to show.
 */
export function showRefusal(form: FormInstance | null, error: unknown): string {
  if (!isApiError(error)) return 'The change was not saved.';
  if (form) {
    const fields = Object.entries(error.fields).map(([path, message]) => ({
      name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors: [message],
    }));
    if (fields.length > 0) form.setFields(fields);
  }
  return error.message;
}
