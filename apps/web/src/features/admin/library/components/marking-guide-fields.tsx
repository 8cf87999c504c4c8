// The station editor's Marking guide tab (docs/admin.md, 'The library' → 'Screens'): the items,
// reordered by dragging a handle or by the buttons beside it, each with its anchors as rows of
// marks and text.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import {
  MARKING_DOMAINS,
  MARKING_DOMAIN_LABELS,
  MAX_MARKS_PER_ITEM,
  UNIVERSAL_ITEMS,
  UNIVERSAL_ITEM_LABELS,
} from '@osce/shared/stations/station-constants';
import { SortableItems } from './sortable-items';
import { AddButton, ListCard, MarkdownItem } from './station-field-parts';

/** The marking items, in order. */
export function MarkingGuideFields() {
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
