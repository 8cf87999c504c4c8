// The station editor's Questions tab (docs/admin.md, 'The library' → 'Screens'): the approach
// guide (Markdown) and the questions, each with its answer and the discussion flag.
import { Checkbox, Form, Input } from 'antd';
import { ListSection, MarkdownItem } from './station-field-parts';

/** The approach guide and the questions. */
export function QuestionFields() {
  return (
    <>
      <MarkdownItem name="approach_guide" label="Approach guide" rows={8} />
      <ListSection
        name="questions"
        label="Questions"
        heading="Questions"
        itemTitle="Question"
        what="question"
        newItem={() => ({ discussion: false })}
      >
        {(item) => (
          <>
            <Form.Item name={[item, 'question']} label="Question">
              <Input />
            </Form.Item>
            <MarkdownItem name={[item, 'answer']} label="Answer" rows={3} />
            <Form.Item name={[item, 'discussion']} valuePropName="checked">
              <Checkbox>For the feedback discussion (not asked in Question Time)</Checkbox>
            </Form.Item>
          </>
        )}
      </ListSection>
    </>
  );
}
