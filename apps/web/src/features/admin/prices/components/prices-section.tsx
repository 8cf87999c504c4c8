// /admin/prices (docs/admin.md, 'Prices' → 'Screens'): Plans, Vouchers and Promotions in tabs, the
// tab kept in the address.
import { App, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import { PlansTab } from './plans-tab';
import { PromotionsTab } from './promotions-tab';
import { VouchersTab } from './vouchers-tab';
import '../../../../styles/admin-messages-prices.css';

const TABS = ['plans', 'vouchers', 'promotions'] as const;
type PriceTab = (typeof TABS)[number];

export function PricesSection() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: PriceTab = (TABS as readonly string[]).includes(asked ?? '')
    ? (asked as PriceTab)
    : 'plans';
  return (
    <App component="div" className="admin-prices">
      <Typography.Title level={1} className="admin-page-title">
        {text.sectionTitle}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'plans' ? {} : { tab: key })}
        destroyOnHidden
        items={[
          { key: 'plans', label: text.plansTab, children: <PlansTab /> },
          { key: 'vouchers', label: text.vouchersTab, children: <VouchersTab /> },
          { key: 'promotions', label: text.promotionsTab, children: <PromotionsTab /> },
        ]}
      />
    </App>
  );
}
