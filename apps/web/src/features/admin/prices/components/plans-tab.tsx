// Prices → Plans (docs/admin.md, 'Prices'): every plan by country; Edit opens its form. A change
// applies to purchases from then on, never to subscriptions already bought.
import { useState } from 'react';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminPlan } from '@osce/shared/schemas/admin-prices';
import { ErrorState } from '../../../../components/query-state';
import { useAdminPlans, useSavePlan } from '../api/admin-prices';
import { planBody, planFormValues, type PlanFormValues } from '../utils/price-forms';
import { EditDrawer } from './edit-drawer';
import { yesNo } from './records-tab';

export function PlansTab() {
  const { message } = App.useApp();
  const plans = useAdminPlans();
  const save = useSavePlan();
  const [editing, setEditing] = useState<AdminPlan | null>(null);

  const columns: TableColumnsType<AdminPlan> = [
    { title: 'Country', dataIndex: 'country_code', key: 'country' },
    { title: 'Plan', dataIndex: 'name', key: 'name' },
    {
      title: 'Price',
      key: 'price',
      render: (_, p) =>
        `${p.price.toFixed(2)} ${p.currency}` +
        (p.discounted_cost ? ` (now ${p.discounted_cost.toFixed(2)})` : ''),
    },
    { title: 'Length', key: 'length', render: (_, p) => `${p.display_length} (${p.length} days)` },
    { title: 'Sign-up', dataIndex: 'signup', key: 'signup', render: yesNo, responsive: ['lg'] },
    {
      title: 'Renewable',
      dataIndex: 'renewable',
      key: 'renewable',
      render: yesNo,
      responsive: ['lg'],
    },
    { title: 'On sale', dataIndex: 'active', key: 'active', render: yesNo },
    { title: 'Sold', dataIndex: 'subscriptions', key: 'sold', responsive: ['lg'] },
    {
      title: 'Actions',
      key: 'edit',
      fixed: 'right',
      render: (_, p) => (
        <Button
          size="small"
          onClick={() => setEditing(p)}
          aria-label={`Edit ${p.country_code} ${p.name}`}
        >
          Edit
        </Button>
      ),
    },
  ];

  if (plans.isError) {
    return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} what="the plans" />;
  }
  return (
    <>
      <Table<AdminPlan>
        rowKey="id"
        columns={columns}
        dataSource={plans.data ?? []}
        loading={plans.isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      {editing ? (
        <EditDrawer<PlanFormValues>
          key={editing.id}
          open
          title={`Edit ${editing.country_code} · ${editing.name}`}
          name="plan"
          initialValues={planFormValues(editing)}
          onSave={async (values) => {
            await save.mutateAsync({ id: editing.id, body: planBody(values) });
            message.success(text.planSaved);
          }}
          onClose={() => setEditing(null)}
        >
          <Typography.Paragraph type="secondary">{text.planSaved}</Typography.Paragraph>
          <Form.Item
            name="price"
            label="Price"
            rules={[{ required: true, message: text.priceInvalid }]}
          >
            <InputNumber min={0} max={100000} step={0.01} precision={2} className="admin-number" />
          </Form.Item>
          <Form.Item name="discounted_cost" label="Discounted price (optional)">
            <InputNumber min={0} max={100000} step={0.01} precision={2} className="admin-number" />
          </Form.Item>
          <Form.Item
            name="currency"
            label="Currency"
            rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: text.currencyInvalid }]}
          >
            <Input maxLength={3} />
          </Form.Item>
          <Form.Item
            name="length"
            label="Length in days"
            rules={[{ required: true, message: text.lengthInvalid }]}
          >
            <InputNumber min={1} max={3650} precision={0} className="admin-number" />
          </Form.Item>
          <Form.Item
            name="display_length"
            label="Length as shown"
            rules={[{ required: true, whitespace: true, message: text.displayLengthRequired }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <div className="admin-prices__switches">
            <Form.Item name="signup" label="Offered at sign-up" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="renewable" label="Renewable" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="active" label="On sale" valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
        </EditDrawer>
      ) : null}
    </>
  );
}
