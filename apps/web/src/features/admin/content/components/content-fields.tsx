// Fields that pages and blog posts both have (docs/admin.md, 'Content and terms' → 'Screens'): the
// title, and the description and keywords search engines read.
import { Form, Input } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';

export function TitleField() {
  return (
    <Form.Item name="title" label="Title" rules={[{ required: true, message: text.titleRequired }]}>
      <Input />
    </Form.Item>
  );
}

export function MetaFields() {
  return (
    <>
      <Form.Item name="meta_description" label="Meta description">
        <Input.TextArea autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name="meta_keywords" label="Meta keywords">
        <Input />
      </Form.Item>
    </>
  );
}
