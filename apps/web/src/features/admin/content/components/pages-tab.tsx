// The Pages tab: every content page with its state; Edit opens the page in the editor drawer
// (title, subtitle, meta, body in Markdown with its preview, Published).
import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Switch, Table } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminPage, AdminPageBody } from '@osce/shared/schemas/admin-content';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { usePage, usePages, useSavePage, type AdminPageSummary } from '../api/content-api';
import { MarkdownEditor } from './markdown-editor';
import { EditedBy, EditorDrawer, PublishedTag, showRefusal } from './shared';

export function PagesTab() {
  const pages = usePages();
  const [editing, setEditing] = useState<number | null>(null);
  if (pages.isPending) return <LoadingState label="the pages" />;
  if (pages.isError) {
    return <ErrorState error={pages.error} what="the pages" onRetry={() => void pages.refetch()} />;
  }
  return (
    <>
      <Table<AdminPageSummary>
        rowKey="id"
        dataSource={pages.data.pages}
        pagination={false}
        scroll={{ x: 700 }}
        columns={[
          { title: 'Title', dataIndex: 'title' },
          { title: 'Address', dataIndex: 'slug', render: (slug: string) => `/${slug}` },
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
              <Button onClick={() => setEditing(row.id)} aria-label={`Edit ${row.title}`}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <PageDrawer id={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function PageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const page = usePage(id);
  const save = useSavePage();
  const [form] = Form.useForm<AdminPageBody>();
  const { message } = App.useApp();
  const loaded = page.data?.page;
  useEffect(() => {
    if (loaded) form.setFieldsValue(pageForm(loaded));
  }, [loaded, form]);

  const submit = async () => {
    if (id === null) return;
    const values = await form.validateFields();
    save.mutate(
      { id, body: values },
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
      title={loaded ? `Edit page: ${loaded.title}` : 'Edit page'}
      open={id !== null}
      onClose={onClose}
      onSave={() => void submit()}
      saving={save.isPending}
    >
      {page.isPending ? (
        <LoadingState label="the page" />
      ) : page.isError ? (
        <ErrorState error={page.error} what="the page" onRetry={() => void page.refetch()} />
      ) : (
        <Form form={form} layout="vertical" initialValues={pageForm(page.data.page)}>
          <Form.Item
            name="title"
            label="Title"
            rules={[{ required: true, message: text.titleRequired }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="subtitle" label="Subtitle">
            <Input />
          </Form.Item>
          <Form.Item name="markdown" label="Body (Markdown)">
            <MarkdownEditor label="the body" />
          </Form.Item>
          <Form.Item name="meta_title" label="Meta title">
            <Input />
          </Form.Item>
          <Form.Item name="meta_description" label="Meta description">
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="meta_keywords" label="Meta keywords">
            <Input />
          </Form.Item>
          <Form.Item name="published" label="Published" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </EditorDrawer>
  );
}

function pageForm(page: AdminPage): AdminPageBody {
  return {
    title: page.title,
    subtitle: page.subtitle,
    meta_title: page.meta_title,
    meta_keywords: page.meta_keywords,
    meta_description: page.meta_description,
    markdown: page.markdown,
    published: page.published,
  };
}
