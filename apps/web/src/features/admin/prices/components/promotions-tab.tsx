// Prices → Promotions (docs/admin.md, 'Prices'): each promotion page (/promotion/{slug}) with the
// plans it offers in order, whether it is on and when it ends; New and Edit open its form.
import { useState } from 'react';
import { App, Button, Form, Input, Select, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminPromotion } from '@osce/shared/schemas/admin-prices';
import { ErrorState } from '../../../../components/query-state';
import { formatReceived } from '../../messages/utils/message-labels';
import { useAdminPlans, useAdminPromotions, useSavePromotion } from '../api/admin-prices';
import { promotionBody, promotionFormValues, type PromotionFormValues } from '../utils/price-forms';
import { EditDrawer } from './edit-drawer';
import { PlanTags, planOptions } from './vouchers-tab';

export function PromotionsTab() {
  const { message } = App.useApp();
  const promotions = useAdminPromotions();
  const plans = useAdminPlans();
  const save = useSavePromotion();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const allPlans = plans.data ?? [];

  const columns: TableColumnsType<AdminPromotion> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Address',
      dataIndex: 'slug',
      key: 'slug',
      render: (slug: string) => `/promotion/${slug}`,
    },
    {
      title: 'Plans',
      key: 'plans',
      render: (_, p) => <PlanTags ids={p.subscription_type_ids} plans={allPlans} />,
      responsive: ['lg'],
    },
    {
      title: 'Ends',
      dataIndex: 'ends_at',
      key: 'ends',
      render: (at: string | null) => (at ? formatReceived(at) : 'No end'),
    },
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
      render: (_, p) => (
        <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit promotion ${p.name}`}>
          Edit
        </Button>
      ),
    },
  ];

  if (promotions.isError) {
    return (
      <ErrorState
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
        what="the promotions"
      />
    );
  }
  const current = editing === 'new' ? null : editing;
  return (
    <>
      <div className="admin-prices__toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          {text.newPromotion}
        </Button>
      </div>
      <Table<AdminPromotion>
        rowKey="id"
        columns={columns}
        dataSource={promotions.data ?? []}
        loading={promotions.isFetching}
        pagination={false}
        scroll={{ x: 820 }}
      />
      {editing ? (
        <EditDrawer<PromotionFormValues>
          key={current?.id ?? 'new'}
          open
          title={current ? `Edit promotion ${current.name}` : text.newPromotion}
          name="promotion"
          initialValues={promotionFormValues(current)}
          onSave={async (values) => {
            await save.mutateAsync({ id: current?.id ?? null, body: promotionBody(values) });
            message.success(text.promotionSaved);
          }}
          onClose={() => setEditing(null)}
        >
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: text.nameRequired }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="slug"
            label="Address (/promotion/…)"
            rules={[{ required: true, whitespace: true, message: text.slugRequired }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="subscription_type_ids"
            label="Plans it offers, in order"
            rules={[{ required: true, message: text.plansRequired }]}
          >
            <Select mode="multiple" options={planOptions(allPlans)} loading={plans.isPending} />
          </Form.Item>
          <Form.Item name="ends_at" label="Ends (empty: no end)">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </EditDrawer>
      ) : null}
    </>
  );
}
