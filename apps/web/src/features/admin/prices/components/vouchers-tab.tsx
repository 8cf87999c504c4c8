// Prices → Vouchers (docs/admin.md, 'Prices'): every voucher with its discount as /apply_voucher
// answers it, the plans it applies to, its dates and its uses; New and Edit open its form.
import { Form, Input, InputNumber, Select, Switch, type TableColumnsType } from 'antd';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminVoucher } from '@osce/shared/schemas/admin-prices';
import { formatWhen } from '../../../../lib/format-when';
import { useAdminPlans, useAdminVouchers, useSaveVoucher } from '../api/admin-prices';
import {
  discountLabel,
  usesLabel,
  voucherBody,
  voucherFormValues,
  type VoucherFormValues,
} from '../utils/price-forms';
import { PlanTags, PlansField } from './plan-fields';
import { RecordsTab, yesNo } from './records-tab';

export function VouchersTab() {
  const vouchers = useAdminVouchers();
  const plans = useAdminPlans();
  const save = useSaveVoucher();
  const allPlans = plans.data ?? [];

  const columns: TableColumnsType<AdminVoucher> = [
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Discount', key: 'discount', render: (_, v) => discountLabel(v) },
    {
      title: 'Plans',
      key: 'plans',
      render: (_, v) => <PlanTags ids={v.subscription_type_ids} plans={allPlans} />,
      responsive: ['lg'],
    },
    {
      title: 'Valid',
      key: 'valid',
      render: (_, v) =>
        `${v.valid_from ? formatWhen(v.valid_from) : 'now'} – ${v.valid_to ? formatWhen(v.valid_to) : 'no end'}`,
      responsive: ['lg'],
    },
    { title: 'Uses', key: 'uses', render: (_, v) => usesLabel(v) },
    { title: 'Active', dataIndex: 'active', key: 'active', render: yesNo },
  ];

  return (
    <RecordsTab<AdminVoucher, VoucherFormValues>
      records={vouchers}
      what="the vouchers"
      columns={columns}
      scrollX={960}
      newLabel={text.newVoucher}
      editLabel={(v) => `Edit voucher ${v.code}`}
      formName="voucher"
      formValues={voucherFormValues}
      save={(id, values) => save.mutateAsync({ id, body: voucherBody(values) })}
      savedText={text.voucherSaved}
      fields={
        <>
          <Form.Item
            name="code"
            label="Code"
            rules={[{ required: true, whitespace: true, message: text.codeRequired }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sign" label="Kind of discount">
            <Select
              options={[
                { value: '%', label: 'Percentage (%)' },
                { value: '$', label: 'Amount off ($)' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="discount"
            label="Discount"
            rules={[{ required: true, message: text.discountInvalid }]}
          >
            <InputNumber min={0} max={100000} step={0.01} precision={2} className="admin-number" />
          </Form.Item>
          <PlansField label="Plans it applies to" plans={allPlans} loading={plans.isPending} />
          <Form.Item name="valid_from" label="Valid from (empty: now)">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="valid_to" label="Valid until (empty: no end)">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="max_uses" label="Most uses (empty: no limit)">
            <InputNumber min={1} precision={0} className="admin-number" />
          </Form.Item>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
