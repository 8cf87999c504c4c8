// Prices → Vouchers (docs/admin.md, 'Prices'): every voucher with its discount as /apply_voucher
// answers it, the plans it applies to, its dates and its uses; New and Edit open its form.
import { useState } from 'react';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminPlan, AdminVoucher } from '@osce/shared/schemas/admin-prices';
import { ErrorState } from '../../../../components/query-state';
import { formatReceived } from '../../messages/utils/message-labels';
import { useAdminPlans, useAdminVouchers, useSaveVoucher } from '../api/admin-prices';
import {
  discountLabel,
  planLabel,
  usesLabel,
  voucherBody,
  voucherFormValues,
  type VoucherFormValues,
} from '../utils/price-forms';
import { EditDrawer } from './edit-drawer';

export function PlanTags({ ids, plans }: { ids: number[]; plans: AdminPlan[] }) {
  return (
    <>
      {ids.map((id) => {
        const plan = plans.find((p) => p.id === id);
        return <Tag key={id}>{plan ? planLabel(plan) : `#${id}`}</Tag>;
      })}
    </>
  );
}

export function planOptions(plans: AdminPlan[]) {
  return plans.map((plan) => ({ value: plan.id, label: planLabel(plan) }));
}

export function VouchersTab() {
  const { message } = App.useApp();
  const vouchers = useAdminVouchers();
  const plans = useAdminPlans();
  const save = useSaveVoucher();
  /** The voucher in the drawer; 'new' for a new one. */
  const [editing, setEditing] = useState<AdminVoucher | 'new' | null>(null);
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
        `${v.valid_from ? formatReceived(v.valid_from) : 'now'} – ${v.valid_to ? formatReceived(v.valid_to) : 'no end'}`,
      responsive: ['lg'],
    },
    { title: 'Uses', key: 'uses', render: (_, v) => usesLabel(v) },
    {
      title: 'Active',
      dataIndex: 'active',
      key: 'active',
      render: (on: boolean) => (on ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
    },
    {
      title: 'Actions',
      key: 'edit',
      fixed: 'right',
      render: (_, v) => (
        <Button size="small" onClick={() => setEditing(v)} aria-label={`Edit voucher ${v.code}`}>
          Edit
        </Button>
      ),
    },
  ];

  if (vouchers.isError) {
    return (
      <ErrorState
        error={vouchers.error}
        onRetry={() => void vouchers.refetch()}
        what="the vouchers"
      />
    );
  }
  const current = editing === 'new' ? null : editing;
  return (
    <>
      <div className="admin-prices__toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          {text.newVoucher}
        </Button>
      </div>
      <Table<AdminVoucher>
        rowKey="id"
        columns={columns}
        dataSource={vouchers.data ?? []}
        loading={vouchers.isFetching}
        pagination={false}
        scroll={{ x: 960 }}
      />
      {editing ? (
        <EditDrawer<VoucherFormValues>
          key={current?.id ?? 'new'}
          open
          title={current ? `Edit voucher ${current.code}` : text.newVoucher}
          name="voucher"
          initialValues={voucherFormValues(current)}
          onSave={async (values) => {
            await save.mutateAsync({ id: current?.id ?? null, body: voucherBody(values) });
            message.success(text.voucherSaved);
          }}
          onClose={() => setEditing(null)}
        >
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
          <Form.Item
            name="subscription_type_ids"
            label="Plans it applies to"
            rules={[{ required: true, message: text.plansRequired }]}
          >
            <Select mode="multiple" options={planOptions(allPlans)} loading={plans.isPending} />
          </Form.Item>
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
        </EditDrawer>
      ) : null}
    </>
  );
}
