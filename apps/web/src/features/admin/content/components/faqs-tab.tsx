// The FAQs tab: the questions of the FAQ page's accordion, in order; each answer in Markdown.
import { Form, Input } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminFaq } from '@osce/shared/schemas/admin-content';
import { useFaqs, useSaveFaqs } from '../api/content-api';
import { ItemList } from './item-list';
import { MarkdownEditor } from './markdown-editor';
import { QueryView } from './query-view';

type Faq = Pick<AdminFaq, 'title' | 'markdown' | 'published'>;

export function FaqsTab() {
  const faqs = useFaqs();
  const save = useSaveFaqs();
  return (
    <QueryView query={faqs} what="the FAQs">
      {(data) => (
        <>
          <p>
            The questions on <a href={`/faqs`}>/faqs</a> (page {data.page_slug}), in this order.
          </p>
          <ItemList<Faq>
            noun="FAQ"
            items={data.faqs.map(({ title, markdown, published }) => ({
              title,
              markdown,
              published,
            }))}
            titleOf={(f) => f.title}
            columns={[{ title: 'Question', dataIndex: 'title' }]}
            empty={{ title: '', markdown: '', published: true }}
            saving={save.isPending}
            save={(next) => save.mutateAsync({ faqs: next })}
            fields={
              <>
                <Form.Item
                  name="title"
                  label="Question"
                  rules={[{ required: true, message: text.questionRequired }]}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name="markdown"
                  label="Answer (Markdown)"
                  rules={[{ required: true, message: text.textRequired }]}
                >
                  <MarkdownEditor label="the answer" rows={8} />
                </Form.Item>
              </>
            }
          />
        </>
      )}
    </QueryView>
  );
}
