// The station editor's Patient script tab (docs/admin.md, 'The library' → 'Screens'): the opening
// line, the Markdown sections and the likely questions.
import { Form, Input } from 'antd';
import { ListSection, MarkdownItem } from './station-field-parts';

const SCRIPT_FIELDS: [string, string][] = [
  ['role', 'Who the patient is'],
  ['acting_notes', 'Acting notes'],
  ['presenting_complaint', 'Presenting complaint'],
  ['past_history', 'Past medical history'],
  ['drug_history', 'Drug history and allergies'],
  ['family_history', 'Family history'],
  ['social_history', 'Social history'],
  ['ideas', 'Ideas'],
  ['concerns', 'Concerns'],
  ['expectations', 'Expectations'],
];

/** The patient script: opening line, sections and likely questions. */
export function PatientScriptFields() {
  return (
    <>
      <Form.Item name={['patient_script', 'opening_line']} label="Opening line">
        <Input />
      </Form.Item>
      {SCRIPT_FIELDS.map(([field, label]) => (
        <MarkdownItem key={field} name={['patient_script', field]} label={label} rows={3} />
      ))}
      <ListSection
        name={['patient_script', 'likely_questions']}
        label="Likely questions"
        heading="Likely questions"
        itemTitle="Likely question"
        what="likely question"
      >
        {(item) => (
          <>
            <Form.Item name={[item, 'question']} label="Question">
              <Input />
            </Form.Item>
            <MarkdownItem name={[item, 'answer']} label="Answer" rows={2} />
          </>
        )}
      </ListSection>
    </>
  );
}
