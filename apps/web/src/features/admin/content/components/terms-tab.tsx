// The Terms tab: the published versions (newest first, the first is current) and the draft of the
// next one. Editors save the draft; an admin (terms.publish) publishes it as a new version, after
// which every member who has not agreed is asked to (docs/admin.md, 'Content and terms').
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Modal, Space, Table, Tag } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminTermsAnswer } from '@osce/shared/schemas/admin-content';
import { HtmlContent } from '../../../../components/html-content';
import { useCan } from '../../api/admin-me';
import { usePublishTerms, useSaveTermsDraft, useTerms } from '../api/content-api';
import { MarkdownEditor } from './markdown-editor';
import { QueryView } from './query-view';
import { showRefusal } from './shared';

type Version = AdminTermsAnswer['versions'][number];

/** What the draft editor starts from: the saved draft, else the current version's text. */
export function startingDraft(terms: AdminTermsAnswer): string {
  return terms.draft?.markdown ?? terms.versions[0]?.markdown ?? '';
}

export function TermsTab() {
  const terms = useTerms();
  return (
    <QueryView query={terms} what="the terms">
      {(data) => <TermsEditor terms={data} />}
    </QueryView>
  );
}

function TermsEditor({ terms }: { terms: AdminTermsAnswer }) {
  const canPublish = useCan('terms.publish');
  const saveDraft = useSaveTermsDraft();
  const publish = usePublishTerms();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [viewing, setViewing] = useState<Version | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = startingDraft(terms);
  useEffect(() => form.setFieldsValue({ content: start }), [start, form]);

  const onSaveDraft = async () => {
    const { content } = await form.validateFields();
    saveDraft.mutate(content, {
      onSuccess: () => void message.success(text.draftSaved),
      onError: (error) => void message.error(showRefusal(form, error)),
    });
  };

  const onPublish = async () => {
    const { content } = await form.validateFields();
    publish.mutate(content, {
      onSuccess: (answer) => {
        setConfirming(false);
        void message.success(answer.message);
      },
      onError: (error) => {
        setConfirming(false);
        void message.error(showRefusal(form, error));
      },
    });
  };

  const current = terms.versions[0];
  return (
    <>
      <h2 className="admin-content__heading">Next version</h2>
      {terms.draft ? (
        <Alert
          type="info"
          showIcon
          message={`Draft saved by ${terms.draft.updated_by ?? 'someone'}, ${new Date(terms.draft.updated_at).toLocaleString()}. Members do not see it until it is published.`}
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ content: start }}>
        <Form.Item
          name="content"
          label="Terms (Markdown)"
          rules={[{ required: true, whitespace: true, message: text.termsRequired }]}
        >
          <MarkdownEditor label="the terms" />
        </Form.Item>
        <Space wrap>
          <Button loading={saveDraft.isPending} onClick={() => void onSaveDraft()}>
            Save draft
          </Button>
          {canPublish ? (
            <Button type="primary" onClick={() => setConfirming(true)}>
              Publish as version {(current?.version ?? 0) + 1}
            </Button>
          ) : null}
        </Space>
      </Form>
      <Modal
        title="Publish new terms"
        open={confirming}
        okText="Publish"
        confirmLoading={publish.isPending}
        onOk={() => void onPublish()}
        onCancel={() => setConfirming(false)}
      >
        <p>{text.termsPublishConfirm}</p>
      </Modal>

      <h2 className="admin-content__heading">Published versions</h2>
      <Table<Version>
        rowKey="id"
        dataSource={terms.versions}
        pagination={false}
        columns={[
          {
            title: 'Version',
            dataIndex: 'version',
            render: (v: number, row) => (
              <>
                {v} {row === current ? <Tag color="green">Current</Tag> : null}
              </>
            ),
          },
          {
            title: 'Published',
            dataIndex: 'published_at',
            render: (at: string) => new Date(at).toLocaleString(),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => (
              <Button onClick={() => setViewing(row)} aria-label={`Read version ${row.version}`}>
                Read
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={viewing ? `Terms, version ${viewing.version}` : ''}
        open={viewing !== null}
        onCancel={() => setViewing(null)}
        footer={null}
        width={800}
      >
        {viewing ? <HtmlContent html={viewing.html} /> : null}
      </Modal>
    </>
  );
}
