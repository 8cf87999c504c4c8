// The Pages tab: every content page with its state; Edit opens the page in the editor drawer
// (title, subtitle, meta, body in Markdown with its preview, Published).
import { useState } from 'react';
import { Form, Input } from 'antd';
import type { AdminPage, AdminPageBody } from '@osce/shared/schemas/admin-content';
import { usePage, usePages, useSavePage } from '../api/content-api';
import { ContentDrawer } from './content-drawer';
import { MetaFields, TitleField } from './content-fields';
import { ContentTable } from './content-table';
import { MarkdownEditor } from './markdown-editor';
import { QueryView } from './query-view';

export function PagesTab() {
  const pages = usePages();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <QueryView query={pages} what="the pages">
      {(data) => (
        <>
          <ContentTable
            rows={data.pages}
            columns={[
              { title: 'Title', dataIndex: 'title' },
              { title: 'Address', dataIndex: 'slug', render: (slug: string) => `/${slug}` },
            ]}
            titleOf={(row) => row.title}
            onEdit={(row) => setEditing(row.id)}
          />
          <PageDrawer id={editing} onClose={() => setEditing(null)} />
        </>
      )}
    </QueryView>
  );
}

function PageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const page = usePage(id);
  const save = useSavePage();
  const loaded = page.data?.page;
  return (
    <ContentDrawer
      title={loaded ? `Edit page: ${loaded.title}` : 'Edit page'}
      open={id !== null}
      onClose={onClose}
      read={{ query: page, what: 'the page' }}
      item={loaded}
      formOf={pageForm}
      save={save}
      variables={(body) => (id === null ? null : { id, body })}
      fields={
        <>
          <TitleField />
          <Form.Item name="subtitle" label="Subtitle">
            <Input />
          </Form.Item>
          <Form.Item name="markdown" label="Body (Markdown)">
            <MarkdownEditor label="the body" />
          </Form.Item>
          <Form.Item name="meta_title" label="Meta title">
            <Input />
          </Form.Item>
          <MetaFields />
        </>
      }
    />
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
