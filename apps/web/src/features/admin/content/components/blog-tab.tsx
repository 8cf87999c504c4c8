// The Blog tab: posts newest first, drafts included; New post and Edit open the editor drawer
// (address, title, extract, tags, image, body in Markdown with its preview, Published).
import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Select, Switch, Table } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminBlog, AdminBlogBody } from '@osce/shared/schemas/admin-content';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { useBlog, useBlogs, useSaveBlog, type AdminBlogSummary } from '../api/content-api';
import { MarkdownEditor } from './markdown-editor';
import { EditedBy, EditorDrawer, PublishedTag, showRefusal } from './shared';

/** null: closed; 'new': a new post; a number: that post. */
type Editing = null | 'new' | number;

export function BlogTab() {
  const blogs = useBlogs();
  const [editing, setEditing] = useState<Editing>(null);
  if (blogs.isPending) return <LoadingState label="the blog posts" />;
  if (blogs.isError) {
    return (
      <ErrorState error={blogs.error} what="the blog posts" onRetry={() => void blogs.refetch()} />
    );
  }
  return (
    <>
      <div className="content-toolbar">
        <span>{blogs.data.blogs.length} posts</span>
        <Button type="primary" onClick={() => setEditing('new')}>
          New post
        </Button>
      </div>
      <Table<AdminBlogSummary>
        rowKey="id"
        dataSource={blogs.data.blogs}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 700 }}
        columns={[
          { title: 'Title', dataIndex: 'title' },
          { title: 'Address', dataIndex: 'slug', render: (slug: string) => `/blog/${slug}` },
          {
            title: 'State',
            dataIndex: 'published',
            render: (published: boolean) => (
              <PublishedTag published={published} draftLabel="Draft" />
            ),
          },
          {
            title: 'Date',
            dataIndex: 'published_at',
            render: (at: string) => new Date(at).toLocaleDateString(),
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
      {editing !== null ? <BlogDrawer editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

const EMPTY: AdminBlogBody = {
  slug: '',
  title: '',
  extract: '',
  image: null,
  tags: [],
  meta_keywords: null,
  meta_description: null,
  markdown: '',
  published: false,
};

function BlogDrawer({ editing, onClose }: { editing: 'new' | number; onClose: () => void }) {
  const id = editing === 'new' ? null : editing;
  const blog = useBlog(id);
  const save = useSaveBlog();
  const [form] = Form.useForm<AdminBlogBody>();
  const { message } = App.useApp();
  const loaded = blog.data?.blog;
  useEffect(() => {
    if (loaded) form.setFieldsValue(blogForm(loaded));
  }, [loaded, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { id, body: { ...values, image: values.image || null } },
      {
        onSuccess: () => {
          void message.success(values.published ? text.saved : text.draftSaved);
          onClose();
        },
        onError: (error) => void message.error(showRefusal(form, error)),
      },
    );
  };

  const body =
    id !== null && blog.isPending ? (
      <LoadingState label="the post" />
    ) : id !== null && blog.isError ? (
      <ErrorState error={blog.error} what="the post" onRetry={() => void blog.refetch()} />
    ) : (
      <Form form={form} layout="vertical" initialValues={loaded ? blogForm(loaded) : EMPTY}>
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, message: text.titleRequired }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="slug"
          label="Address (slug)"
          extra="The post is at /blog/{slug}."
          rules={[
            { required: true, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: text.slugInvalid },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="extract"
          label="Extract"
          rules={[{ required: true, message: text.extractRequired }]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item
          name="markdown"
          label="Post (Markdown)"
          rules={[{ required: true, message: text.textRequired }]}
        >
          <MarkdownEditor label="the post" />
        </Form.Item>
        <Form.Item name="tags" label="Tags">
          <Select mode="tags" aria-label="Tags" tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item
          name="image"
          label="Image"
          extra="An image of the site, e.g. /images/blog-1.svg."
        >
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
    );

  return (
    <EditorDrawer
      title={id === null ? 'New post' : `Edit post: ${loaded?.title ?? ''}`}
      open
      onClose={onClose}
      onSave={() => void submit()}
      saving={save.isPending}
    >
      {body}
    </EditorDrawer>
  );
}

function blogForm(blog: AdminBlog): AdminBlogBody {
  return {
    slug: blog.slug,
    title: blog.title,
    extract: blog.extract,
    image: blog.image,
    tags: blog.tags,
    meta_keywords: blog.meta_keywords,
    meta_description: blog.meta_description,
    markdown: blog.markdown,
    published: blog.published,
  };
}
