// The Tutorial tab: the slides new members see from their dashboard, in order.
import { Form, Input } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminTutorialSlide } from '@osce/shared/schemas/admin-content';
import { useSaveTutorial, useTutorial } from '../api/content-api';
import { ItemList } from './item-list';
import { MarkdownEditor } from './markdown-editor';
import { QueryView } from './query-view';

type Slide = Pick<AdminTutorialSlide, 'file_name' | 'headline' | 'markdown' | 'published'>;

export function TutorialTab() {
  const tutorial = useTutorial();
  const save = useSaveTutorial();
  return (
    <QueryView query={tutorial} what="the tutorial">
      {(data) => (
        <ItemList<Slide>
          noun="slide"
          items={data.slides.map(({ file_name, headline, markdown, published }) => ({
            file_name,
            headline,
            markdown,
            published,
          }))}
          titleOf={(s) => s.headline}
          columns={[
            { title: 'Headline', dataIndex: 'headline' },
            { title: 'Image', dataIndex: 'file_name' },
          ]}
          empty={{ file_name: '/images/', headline: '', markdown: '', published: true }}
          saving={save.isPending}
          save={(next) => save.mutateAsync({ slides: next })}
          fields={
            <>
              <Form.Item
                name="headline"
                label="Headline"
                rules={[{ required: true, message: text.headlineRequired }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="file_name"
                label="Image"
                rules={[
                  {
                    required: true,
                    pattern: /^\/(images|media)\/[\w.-]+$/,
                    message: text.imagePathInvalid,
                  },
                ]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="markdown"
                label="Text (Markdown)"
                rules={[{ required: true, message: text.textRequired }]}
              >
                <MarkdownEditor label="the slide's text" rows={6} />
              </Form.Item>
            </>
          }
        />
      )}
    </QueryView>
  );
}
