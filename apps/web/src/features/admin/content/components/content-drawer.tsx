// The editor drawer of one page, post or testimonial (docs/admin.md, 'Content and terms' →
// 'Screens'): the item's fields and Published, once the item is read; Save sends them, confirms at
// the top and closes; a refused save shows each field's message at its field and the answer's
// message as a toast, and the drawer stays open.
import { useEffect, type ReactNode } from 'react';
import { App, Form, Switch } from 'antd';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import { QueryView } from './query-view';
import { EditorDrawer, showRefusal } from './shared';

interface ContentDrawerProps<Item, Body, Variables> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The item's own read, shown loading or failed in place of the form; null: nothing to read. */
  read: { query: UseQueryResult<unknown>; what: string } | null;
  /** The item the form starts from, set again whenever it is read again; undefined: a new one. */
  item: Item | undefined;
  formOf: (item: Item) => Body;
  /** A new item's values (none where items are only edited). */
  blank?: Body;
  /** The kind's fields; Published follows them. */
  fields: ReactNode;
  save: UseMutationResult<unknown, Error, Variables>;
  /** What the save sends for the form's values; null while there is nothing to save. */
  variables: (values: Body) => Variables | null;
  savedText?: (values: Body) => string;
}

export function ContentDrawer<Item, Body extends object, Variables>({
  title,
  open,
  onClose,
  read,
  item,
  formOf,
  blank,
  fields,
  save,
  variables,
  savedText = () => text.saved,
}: ContentDrawerProps<Item, Body, Variables>) {
  const [form] = Form.useForm<Body>();
  const { message } = App.useApp();
  useEffect(() => {
    if (item) form.setFieldsValue(formOf(item));
  }, [item, form, formOf]);

  const submit = async () => {
    const values = await form.validateFields();
    const sent = variables(values);
    if (sent === null) return;
    save.mutate(sent, {
      onSuccess: () => {
        void message.success(savedText(values));
        onClose();
      },
      onError: (error) => void message.error(showRefusal(form, error)),
    });
  };

  const editor = () => (
    <Form form={form} layout="vertical" initialValues={item ? formOf(item) : blank}>
      {fields}
      <Form.Item name="published" label="Published" valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
  return (
    <EditorDrawer
      title={title}
      open={open}
      onClose={onClose}
      onSave={() => void submit()}
      saving={save.isPending}
    >
      {read ? (
        <QueryView query={read.query} what={read.what}>
          {editor}
        </QueryView>
      ) : (
        editor()
      )}
    </EditorDrawer>
  );
}
