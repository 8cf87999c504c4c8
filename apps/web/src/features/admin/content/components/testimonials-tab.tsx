// The Testimonials tab: the home page's carousel, in order; New and Edit open the editor drawer.
import { useState } from 'react';
import { Form, Input, InputNumber } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminTestimonial, AdminTestimonialBody } from '@osce/shared/schemas/admin-content';
import { useSaveTestimonial, useTestimonials } from '../api/content-api';
import { ContentDrawer } from './content-drawer';
import { ContentTable, ContentToolbar } from './content-table';
import { MarkdownEditor } from './markdown-editor';
import { QueryView } from './query-view';

export function TestimonialsTab() {
  const list = useTestimonials();
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  return (
    <QueryView query={list} what="the testimonials">
      {(data) => (
        <>
          <ContentToolbar
            count={`${data.testimonials.length} testimonials`}
            action="New testimonial"
            onAction={() => setEditing('new')}
          />
          <ContentTable
            rows={data.testimonials}
            columns={[
              { title: 'Order', dataIndex: 'position', width: 80 },
              { title: 'Name', dataIndex: 'name' },
            ]}
            titleOf={(row) => row.name}
            onEdit={setEditing}
          />
          {editing !== null ? (
            <TestimonialDrawer editing={editing} onClose={() => setEditing(null)} />
          ) : null}
        </>
      )}
    </QueryView>
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
  const item = editing === 'new' ? undefined : editing;
  return (
    <ContentDrawer
      title={item ? `Edit testimonial: ${item.name}` : 'New testimonial'}
      open
      onClose={onClose}
      read={null}
      item={item}
      formOf={testimonialForm}
      blank={{ name: '', markdown: '', published: true }}
      save={save}
      variables={(body) => ({ id: item?.id ?? null, body })}
      fields={
        <>
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
        </>
      }
    />
  );
}

function testimonialForm(testimonial: AdminTestimonial): AdminTestimonialBody {
  return {
    name: testimonial.name,
    markdown: testimonial.markdown,
    published: testimonial.published,
    position: testimonial.position,
  };
}
