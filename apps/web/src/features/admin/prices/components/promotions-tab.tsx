// Prices → Promotions (docs/admin.md, 'Prices'): each promotion page (/promotion/{slug}) with the
// plans it offers in order, whether it is on and when it ends; New and Edit open its form.
import { Form, Input, Switch, type TableColumnsType } from 'antd';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminPromotion } from '@osce/shared/schemas/admin-prices';
import { formatWhen } from '../../../../lib/format-when';
import { useAdminPlans, useAdminPromotions, useSavePromotion } from '../api/admin-prices';
import { promotionBody, promotionFormValues, type PromotionFormValues } from '../utils/price-forms';
import { PlanTags, PlansField } from './plan-fields';
import { RecordsTab, yesNo } from './records-tab';

export function PromotionsTab() {
  const promotions = useAdminPromotions();
  const plans = useAdminPlans();
  const save = useSavePromotion();
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
      render: (at: string | null) => (at ? formatWhen(at) : 'No end'),
    },
    { title: 'Active', dataIndex: 'active', key: 'active', render: yesNo },
  ];

  return (
    <RecordsTab<AdminPromotion, PromotionFormValues>
      records={promotions}
      what="the promotions"
      columns={columns}
      scrollX={820}
      newLabel={text.newPromotion}
      editLabel={(p) => `Edit promotion ${p.name}`}
      formName="promotion"
      formValues={promotionFormValues}
      save={(id, values) => save.mutateAsync({ id, body: promotionBody(values) })}
      savedText={text.promotionSaved}
      fields={
        <>
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
          <PlansField
            label="Plans it offers, in order"
            plans={allPlans}
            loading={plans.isPending}
          />
          <Form.Item name="ends_at" label="Ends (empty: no end)">
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}
