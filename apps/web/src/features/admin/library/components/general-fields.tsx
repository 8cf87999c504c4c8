// The station editor's Station tab (docs/admin.md, 'The library' → 'Screens'): number, format,
// names, flags, taxonomy, recommended timing and the clinical review, each a Form.Item named by its
// path in the station file (content/stations/README.md) so the checks' problems land on it.
import { Checkbox, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { DIFFICULTIES } from '@osce/shared/stations/station-constants';
import { TIMING_OPTIONS } from '@osce/shared/stations/timing';
import { options } from './station-field-parts';

function TagsItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
    </Form.Item>
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
