// The Testimonials tab: the home page's carousel, in order; New and Edit open the editor drawer.
import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Switch, Table } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminTestimonial, AdminTestimonialBody } from '@osce/shared/schemas/admin-content';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { useSaveTestimonial, useTestimonials } from '../api/content-api';
import { MarkdownEditor } from './markdown-editor';
import { EditedBy, EditorDrawer, PublishedTag, showRefusal } from './shared';

export function TestimonialsTab() {
  const list = useTestimonials();
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  if (list.isPending) return <LoadingState label="the testimonials" />;
  if (list.isError) {
    return (
      <ErrorState error={list.error} what="the testimonials" onRetry={() => void list.refetch()} />
    );
  }
  return (
    <>
      <div className="content-toolbar">
        <span>{list.data.testimonials.length} testimonials</span>
        <Button type="primary" onClick={() => setEditing('new')}>
          New testimonial
        </Button>
      </div>
      <Table<AdminTestimonial>
        rowKey="id"
        dataSource={list.data.testimonials}
        pagination={false}
        scroll={{ x: 700 }}
        columns={[
          { title: 'Order', dataIndex: 'position', width: 80 },
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'State',
            dataIndex: 'published',
            render: (published: boolean) => <PublishedTag published={published} />,
          },
          {
            title: 'Last edit',
            key: 'edited',
            render: (_, row) => <EditedBy at={row.edited_at} by={row.edited_by} />,
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Button onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      {editing !== null ? (
        <TestimonialDrawer editing={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

function TestimonialDrawer({
  editing,
  onClose,
}: {
  editing: AdminTestimonial | 'new';
  onClose: () => void;
}) {
  const save = useSaveTestimonial();
  const [form] = Form.useForm<AdminTestimonialBody>();
  const { message } = App.useApp();
  const initial: AdminTestimonialBody =
    editing === 'new'
      ? { name: '', markdown: '', published: true }
      : {
          name: editing.name,
          markdown: editing.markdown,
          published: editing.published,
          position: editing.position,
        };

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { id: editing === 'new' ? null : editing.id, body: values },
      {
        onSuccess: () => {
          void message.success(text.saved);
          onClose();
        },
        onError: (error) => void message.error(showRefusal(form, error)),
      },
    );
  };

  return (
    <EditorDrawer
      title={editing === 'new' ? 'New testimonial' : `Edit testimonial: ${editing.name}`}
      open
      onClose={onClose}
      onSave={() => void submit()}
      saving={save.isPending}
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, message: text.nameRequired }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="markdown"
          label="Testimonial (Markdown)"
          rules={[{ required: true, message: text.textRequired }]}
        >
          <MarkdownEditor label="the testimonial" rows={6} />
        </Form.Item>
        <Form.Item name="position" label="Order">
          <InputNumber min={0} max={10000} />
        </Form.Item>
        <Form.Item name="published" label="Published" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </EditorDrawer>
  );
}
