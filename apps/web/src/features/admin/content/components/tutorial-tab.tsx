// The Tutorial tab: the slides new members see from their dashboard, in order.
import { Form, Input } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminTutorialSlide } from '@osce/shared/schemas/admin-content';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { useSaveTutorial, useTutorial } from '../api/content-api';
import { ItemList } from './item-list';
import { MarkdownEditor } from './markdown-editor';

type Slide = Pick<AdminTutorialSlide, 'file_name' | 'headline' | 'markdown' | 'published'>;

export function TutorialTab() {
  const tutorial = useTutorial();
  const save = useSaveTutorial();
  if (tutorial.isPending) return <LoadingState label="the tutorial" />;
  if (tutorial.isError) {
    return (
      <ErrorState
        error={tutorial.error}
        what="the tutorial"
        onRetry={() => void tutorial.refetch()}
      />
    );
  }
  const items: Slide[] = tutorial.data.slides.map(
    ({ file_name, headline, markdown, published }) => ({
      file_name,
      headline,
      markdown,
      published,
    }),
  );
  return (
    <ItemList<Slide>
      noun="slide"
      items={items}
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
  );
}
