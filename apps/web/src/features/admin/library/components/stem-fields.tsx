// The station editor's Stem tab (docs/admin.md, 'The library' → 'Screens'): the stem (Markdown)
// and its tasks, each with area and kind.
import { Col, Form, Input, Row, Select } from 'antd';
import { STATION_AREAS, TASK_KINDS } from '@osce/shared/stations/station-constants';
import { ListSection, MarkdownItem, options } from './station-field-parts';

/** The stem and its tasks by area. */
export function StemFields() {
  return (
    <>
      <MarkdownItem name="stem" label="Stem" rows={8} previewFirst />
      <ListSection
        name="stem_tasks"
        label="Stem tasks"
        heading="Tasks"
        itemTitle="Task"
        what="task"
      >
        {(item) => (
          <>
            <Form.Item name={[item, 'task']} label="Task">
              <Input />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name={[item, 'area']} label="Area">
                  <Select options={options(STATION_AREAS)} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={[item, 'kind']} label="Kind">
                  <Select allowClear options={options(TASK_KINDS)} />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </ListSection>
    </>
  );
}
