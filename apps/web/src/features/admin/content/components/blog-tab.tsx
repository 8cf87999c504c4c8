// The Blog tab: posts newest first, drafts included; New post and Edit open the editor drawer
// (address, title, extract, tags, image, body in Markdown with its preview, Published).
import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminBlog, AdminBlogBody } from '@osce/shared/schemas/admin-content';
import { useBlog, useBlogs, useSaveBlog } from '../api/content-api';
import { ContentDrawer } from './content-drawer';
import { MetaFields, TitleField } from './content-fields';
import { ContentTable, ContentToolbar } from './content-table';
import { MarkdownEditor } from './markdown-editor';
import { QueryView } from './query-view';

/** null: closed; 'new': a new post; a number: that post. */
type Editing = null | 'new' | number;

export function BlogTab() {
  const blogs = useBlogs();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <QueryView query={blogs} what="the blog posts">
      {(data) => (
        <>
          <ContentToolbar
            count={`${data.blogs.length} posts`}
            action="New post"
            onAction={() => setEditing('new')}
          />
          <ContentTable
            rows={data.blogs}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: 'Title', dataIndex: 'title' },
              { title: 'Address', dataIndex: 'slug', render: (slug: string) => `/blog/${slug}` },
            ]}
            draftLabel="Draft"
            afterState={[
              {
                title: 'Date',
                dataIndex: 'published_at',
                render: (at: string) => new Date(at).toLocaleDateString(),
              },
            ]}
            titleOf={(row) => row.title}
            onEdit={(row) => setEditing(row.id)}
          />
          {editing !== null ? (
            <BlogDrawer editing={editing} onClose={() => setEditing(null)} />
          ) : null}
        </>
      )}
    </QueryView>
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
  const loaded = blog.data?.blog;
  return (
    <ContentDrawer
      title={id === null ? 'New post' : `Edit post: ${loaded?.title ?? ''}`}
      open
      onClose={onClose}
      read={id === null ? null : { query: blog, what: 'the post' }}
      item={loaded}
      formOf={blogForm}
      blank={EMPTY}
      save={save}
      variables={(values) => ({ id, body: { ...values, image: values.image || null } })}
      savedText={(values) => (values.published ? text.saved : text.draftSaved)}
      fields={
        <>
          <TitleField />
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
          <MetaFields />
        </>
      }
    />
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
