// The station editor's Artefacts tab (docs/admin.md, 'The library' → 'Screens'): the artefacts
// (an image file and its alt text, or a Markdown document) and the references.
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ARTEFACT_ROLES } from '@osce/shared/stations/station-constants';
import { ListSection, MarkdownItem, options } from './station-field-parts';

/** The artefacts and the references. */
export function ArtefactFields() {
  return (
    <>
      <ListSection
        name="artefacts"
        label="Artefacts"
        heading="Artefacts"
        itemTitle="Artefact"
        what="artefact"
        newItem={() => ({ roles: ['candidate'] })}
      >
        {(item) => (
          <>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name={[item, 'id']} label="Id">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item name={[item, 'title']} label="Title">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name={[item, 'file']}
                  label="Image file"
                  extra="In content/stations/artefacts/"
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item name={[item, 'alt']} label="Alt text">
                  <Input />
                </Form.Item>
              </Col>
            </Row>
            <MarkdownItem
              name={[item, 'content']}
              label="Document (instead of an image)"
              rows={3}
            />
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name={[item, 'phase']} label="From phase">
                  <Select options={options(['reading', 'station', 'question', 'feedback'])} />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item name={[item, 'roles']} label="Shown to">
                  <Select mode="multiple" options={options(ARTEFACT_ROLES)} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={[item, 'source']} label="Source">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={[item, 'licence']} label="Licence">
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </ListSection>
      <ListSection
        name="references"
        label="References"
        heading="References"
        itemTitle="Reference"
        what="reference"
      >
        {(item) => (
          <>
            <Form.Item name={[item, 'title']} label="Title">
              <Input />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={10}>
                <Form.Item name={[item, 'publisher']} label="Publisher">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={4}>
                <Form.Item name={[item, 'year']} label="Year">
                  <InputNumber min={1950} max={2100} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item name={[item, 'link']} label="Link">
                  <Input placeholder="https://" />
                </Form.Item>
              </Col>
            </Row>
          </>
        )}
      </ListSection>
    </>
  );
}
