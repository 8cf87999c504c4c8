// The station editor's Examiner tab (docs/admin.md, 'The library' → 'Screens'): the examiner brief
// (Markdown) and the four global descriptors.
import { Form, Input } from 'antd';
import { MarkdownItem } from './station-field-parts';

const DESCRIPTORS: [string, string][] = [
  ['clear_fail', 'Clear fail'],
  ['borderline', 'Borderline'],
  ['pass', 'Pass'],
  ['excellent', 'Excellent'],
];

/** The examiner brief and the global descriptors. */
export function ExaminerFields() {
  return (
    <>
      <MarkdownItem name="examiner_brief" label="Examiner brief" rows={8} />
      <fieldset className="library-fieldset">
        <legend>Global descriptors</legend>
        {DESCRIPTORS.map(([field, label]) => (
          <Form.Item key={field} name={['global_descriptors', field]} label={label}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        ))}
      </fieldset>
    </>
  );
}
