// The plans a voucher applies to or a promotion offers (docs/admin.md, 'Prices' → 'Screens'): as
// tags in a table and as a field of several plans in a form.
import { Form, Select, Tag } from 'antd';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminPlan } from '@osce/shared/schemas/admin-prices';
import { planLabel } from '../utils/price-forms';

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

/** The form's `subscription_type_ids`: at least one plan, picked from every plan there is. */
export function PlansField({
  label,
  plans,
  loading,
}: {
  label: string;
  plans: AdminPlan[];
  loading: boolean;
}) {
  const options = plans.map((plan) => ({ value: plan.id, label: planLabel(plan) }));
  return (
    <Form.Item
      name="subscription_type_ids"
      label={label}
      rules={[{ required: true, message: text.plansRequired }]}
    >
      <Select mode="multiple" options={options} loading={loading} />
    </Form.Item>
  );
}
