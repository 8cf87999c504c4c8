// The station editor's tabs of fields (docs/admin.md, 'The library' → 'Screens'): one Form.Item per
// field of the station file (content/stations/README.md), named by its path in the file so the
// checks' problems land on it.
import type { ReactNode } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import {
  ARTEFACT_ROLES,
  DIFFICULTIES,
  MARKING_DOMAINS,
  MARKING_DOMAIN_LABELS,
  MAX_MARKS_PER_ITEM,
  STATION_AREAS,
  TASK_KINDS,
  UNIVERSAL_ITEMS,
  UNIVERSAL_ITEM_LABELS,
} from '@osce/shared/stations/station-constants';
import { TIMING_OPTIONS } from '@osce/shared/stations/timing';
import { MarkdownInput } from './markdown-input';
import { SortableItems } from './sortable-items';

const options = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value, label: String(value) }));

/** A markdown field: its label names the textarea and the preview alike. */
function MarkdownItem({
  name,
  label,
  rows,
  previewFirst,
  extra,
}: {
  name: (string | number)[] | string;
  label: string;
  rows?: number;
  previewFirst?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <MarkdownInput label={label} rows={rows} previewFirst={previewFirst} />
    </Form.Item>
  );
}

function TagsItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
    </Form.Item>
  );
}

function ListCard({
  title,
  onRemove,
  children,
  extra,
}: {
  title: string;
  onRemove: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={title}
      className="library-card"
      extra={
        <Space>
          {extra}
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${text.removeItem} ${title}`}
            onClick={onRemove}
          />
        </Space>
      }
    >
      {children}
    </Card>
  );
}

function AddButton({ onClick, what }: { onClick: () => void; what: string }) {
  return (
    <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={onClick}>
      {text.addItem} {what}
    </Button>
  );
}

/** Number, names, flags, taxonomy, timing and the clinical review. */
export function GeneralFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="number" label="Number" extra={isNew ? undefined : 'Fixed once created.'}>
            <InputNumber min={1} precision={0} disabled={!isNew} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="format" label="Format">
            <Select options={[{ value: 2, label: 'Version 2' }]} allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Name" extra="Neutral: what candidates see on the door.">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="diagnosis" label="Diagnosis" extra="The examiner-facing title.">
        <Input />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="available_to_trial" valuePropName="checked">
          <Checkbox>Available to trial members</Checkbox>
        </Form.Item>
        <Form.Item name="featured" valuePropName="checked">
          <Checkbox>Featured</Checkbox>
        </Form.Item>
        <Form.Item name="preview" valuePropName="checked">
          <Checkbox>Public preview</Checkbox>
        </Form.Item>
      </Space>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TagsItem name="levels" label="Levels" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="difficulty" label="Difficulty">
            <Select options={options(DIFFICULTIES)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <TagsItem name="types" label="Types" />
        </Col>
        <Col xs={24} md={8}>
          <TagsItem name="specialties" label="Specialties" />
        </Col>
        <Col xs={24} md={8}>
          <TagsItem name="systems" label="Systems" />
        </Col>
      </Row>
      <fieldset className="library-fieldset">
        <legend>Recommended timing (minutes; leave empty for the app’s default)</legend>
        <Row gutter={16}>
          {(['reading', 'station', 'question', 'feedback'] as const).map((phase) => (
            <Col xs={12} md={6} key={phase}>
              <Form.Item
                name={['recommended_timing', phase]}
                label={phase[0]!.toUpperCase() + phase.slice(1)}
              >
                <Select
                  allowClear
                  options={options(
                    phase === 'station'
                      ? TIMING_OPTIONS.station.filter((m) => m >= 2)
                      : TIMING_OPTIONS[phase],
                  )}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="last_reviewed" label="Last reviewed" extra="YYYY-MM-DD">
            <Input placeholder="2026-01-31" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="reviewed_by" label="Reviewed by">
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The stem and its tasks by area. */
export function StemFields() {
  return (
    <>
      <MarkdownItem name="stem" label="Stem" rows={8} previewFirst />
      <Form.List name="stem_tasks">
        {(fields, { add, remove }) => (
          <section aria-label="Stem tasks">
            <h3 className="library-subhead">Tasks</h3>
            {fields.map((field, index) => (
              <ListCard
                key={field.key}
                title={`Task ${index + 1}`}
                onRemove={() => remove(field.name)}
              >
                <Form.Item name={[field.name, 'task']} label="Task">
                  <Input />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'area']} label="Area">
                      <Select options={options(STATION_AREAS)} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'kind']} label="Kind">
                      <Select allowClear options={options(TASK_KINDS)} />
                    </Form.Item>
                  </Col>
                </Row>
              </ListCard>
            ))}
            <AddButton onClick={() => add({})} what="task" />
          </section>
        )}
      </Form.List>
    </>
  );
}

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

export function PatientFields() {
  return (
    <>
      <Form.Item name={['patient_script', 'opening_line']} label="Opening line">
        <Input />
      </Form.Item>
      {SCRIPT_FIELDS.map(([field, label]) => (
        <MarkdownItem key={field} name={['patient_script', field]} label={label} rows={3} />
      ))}
      <Form.List name={['patient_script', 'likely_questions']}>
        {(fields, { add, remove }) => (
          <section aria-label="Likely questions">
            <h3 className="library-subhead">Likely questions</h3>
            {fields.map((field, index) => (
              <ListCard
                key={field.key}
                title={`Likely question ${index + 1}`}
                onRemove={() => remove(field.name)}
              >
                <Form.Item name={[field.name, 'question']} label="Question">
                  <Input />
                </Form.Item>
                <MarkdownItem name={[field.name, 'answer']} label="Answer" rows={2} />
              </ListCard>
            ))}
            <AddButton onClick={() => add({})} what="likely question" />
          </section>
        )}
      </Form.List>
    </>
  );
}

const DESCRIPTORS: [string, string][] = [
  ['clear_fail', 'Clear fail'],
  ['borderline', 'Borderline'],
  ['pass', 'Pass'],
  ['excellent', 'Excellent'],
];

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

export function MarkingFields() {
  return (
    <Form.List name="marking_guide">
      {(fields, { add, remove, move }) => (
        <section aria-label="Marking guide">
          <SortableItems
            label="Marking guide items"
            keys={fields.map((f) => f.key)}
            move={move}
            renderItem={(index, controls) => {
              const field = fields[index]!;
              return (
                <ListCard
                  title={`Item ${index + 1}`}
                  onRemove={() => remove(field.name)}
                  extra={controls}
                >
                  <MarkdownItem name={[field.name, 'task']} label="Task" rows={2} />
                  <Row gutter={16}>
                    <Col xs={24} md={6}>
                      <Form.Item name={[field.name, 'max_marks']} label="Max marks">
                        <InputNumber
                          min={1}
                          max={MAX_MARKS_PER_ITEM}
                          precision={0}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={9}>
                      <Form.Item name={[field.name, 'domain']} label="Domain">
                        <Select
                          allowClear
                          options={MARKING_DOMAINS.map((d) => ({
                            value: d,
                            label: MARKING_DOMAIN_LABELS[d],
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={9}>
                      <Form.Item name={[field.name, 'universal']} label="Universal">
                        <Select
                          mode="multiple"
                          allowClear
                          options={UNIVERSAL_ITEMS.map((u) => ({
                            value: u,
                            label: UNIVERSAL_ITEM_LABELS[u],
                          }))}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Row gutter={16}>
                    <Col xs={24} md={6}>
                      <Form.Item name={[field.name, 'critical']} valuePropName="checked">
                        <Checkbox>Critical</Checkbox>
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={18}>
                      <Form.Item name={[field.name, 'critical_reason']} label="Critical reason">
                        <Input />
                      </Form.Item>
                    </Col>
                  </Row>
                  <AnchorFields itemName={field.name} />
                </ListCard>
              );
            }}
          />
          <AddButton onClick={() => add({ critical: false })} what="marking item" />
        </section>
      )}
    </Form.List>
  );
}

function AnchorFields({ itemName }: { itemName: number }) {
  return (
    <Form.List name={[itemName, 'anchors']}>
      {(fields, { add, remove }) => (
        <fieldset className="library-fieldset">
          <legend>Anchors: what earns each number of marks</legend>
          {fields.map((field, index) => (
            <Row gutter={8} key={field.key} align="top">
              <Col xs={6} md={3}>
                <Form.Item name={[field.name, 'marks']} label={`Marks (${index + 1})`}>
                  <InputNumber min={0} max={MAX_MARKS_PER_ITEM} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={14} md={19}>
                <Form.Item name={[field.name, 'text']} label={`Anchor ${index + 1}`}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={4} md={2} className="library-row-remove">
                <Button
                  danger
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${text.removeItem} anchor ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Col>
            </Row>
          ))}
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => add({})}>
            {text.addItem} anchor
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}

export function QuestionFields() {
  return (
    <>
      <MarkdownItem name="approach_guide" label="Approach guide" rows={8} />
      <Form.List name="questions">
        {(fields, { add, remove }) => (
          <section aria-label="Questions">
            <h3 className="library-subhead">Questions</h3>
            {fields.map((field, index) => (
              <ListCard
                key={field.key}
                title={`Question ${index + 1}`}
                onRemove={() => remove(field.name)}
              >
                <Form.Item name={[field.name, 'question']} label="Question">
                  <Input />
                </Form.Item>
                <MarkdownItem name={[field.name, 'answer']} label="Answer" rows={3} />
                <Form.Item name={[field.name, 'discussion']} valuePropName="checked">
                  <Checkbox>For the feedback discussion (not asked in Question Time)</Checkbox>
                </Form.Item>
              </ListCard>
            ))}
            <AddButton onClick={() => add({ discussion: false })} what="question" />
          </section>
        )}
      </Form.List>
    </>
  );
}

export function ExtrasFields() {
  return (
    <>
      <Form.List name="artefacts">
        {(fields, { add, remove }) => (
          <section aria-label="Artefacts">
            <h3 className="library-subhead">Artefacts</h3>
            {fields.map((field, index) => (
              <ListCard
                key={field.key}
                title={`Artefact ${index + 1}`}
                onRemove={() => remove(field.name)}
              >
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'id']} label="Id">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={16}>
                    <Form.Item name={[field.name, 'title']} label="Title">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'file']}
                      label="Image file"
                      extra="In content/stations/artefacts/"
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={16}>
                    <Form.Item name={[field.name, 'alt']} label="Alt text">
                      <Input />
                    </Form.Item>
                  </Col>
                </Row>
                <MarkdownItem
                  name={[field.name, 'content']}
                  label="Document (instead of an image)"
                  rows={3}
                />
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'phase']} label="From phase">
                      <Select options={options(['reading', 'station', 'question', 'feedback'])} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={16}>
                    <Form.Item name={[field.name, 'roles']} label="Shown to">
                      <Select mode="multiple" options={options(ARTEFACT_ROLES)} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'source']} label="Source">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'licence']} label="Licence">
                      <Input />
                    </Form.Item>
                  </Col>
                </Row>
              </ListCard>
            ))}
            <AddButton onClick={() => add({ roles: ['candidate'] })} what="artefact" />
          </section>
        )}
      </Form.List>
      <Form.List name="references">
        {(fields, { add, remove }) => (
          <section aria-label="References">
            <h3 className="library-subhead">References</h3>
            {fields.map((field, index) => (
              <ListCard
                key={field.key}
                title={`Reference ${index + 1}`}
                onRemove={() => remove(field.name)}
              >
                <Form.Item name={[field.name, 'title']} label="Title">
                  <Input />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={10}>
                    <Form.Item name={[field.name, 'publisher']} label="Publisher">
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={4}>
                    <Form.Item name={[field.name, 'year']} label="Year">
                      <InputNumber min={1950} max={2100} precision={0} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item name={[field.name, 'link']} label="Link">
                      <Input placeholder="https://" />
                    </Form.Item>
                  </Col>
                </Row>
              </ListCard>
            ))}
            <AddButton onClick={() => add({})} what="reference" />
          </section>
        )}
      </Form.List>
    </>
  );
}
