// /admin (docs/admin.md, 'Dashboard'): statistic cards (members by status, trials converted,
// 30-day revenue per currency, open messages), the sign-ups chart, the ten most attempted stations
// and the stations with open reports. Counts only, for every staff role: no personal data.
import { lazy, Suspense } from 'react';
import { Card, Col, Empty, Row, Statistic, Table, Typography } from 'antd';
import { ADMIN_MEMBER_STATUSES, type DashboardAnswer } from '@osce/shared/schemas/admin-dashboard';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { useDashboard } from '../api/dashboard';
import { formatMoney, totalMembers, totalSignups } from '../utils/dashboard-figures';
import '../../../../styles/admin-dashboard-audit.css';

const SignupsChart = lazy(() => import('./signups-chart'));

type TopStation = DashboardAnswer['top_stations'][number];
type ReportedStation = DashboardAnswer['reported_stations'][number];

export function DashboardSection() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingState label="the dashboard" rows={6} />;
  if (dashboard.isError) {
    return (
      <ErrorState
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        what="the dashboard"
      />
    );
  }
  const d = dashboard.data;
  return (
    <div className="admin-dashboard">
      <Typography.Title level={2}>Dashboard</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={`Members (${totalMembers(d)})`} size="small">
            <Row gutter={[8, 8]}>
              {ADMIN_MEMBER_STATUSES.map((status) => (
                <Col key={status} xs={12} sm={8} md={8} xl={4} flex="1">
                  <Statistic title={status} value={d.members_by_status[status]} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={12} lg={4}>
          <Card size="small">
            <Statistic title="Trials converted (30 days)" value={d.trials_converted_30d} />
          </Card>
        </Col>
        <Col xs={12} lg={4}>
          <Card size="small">
            <Statistic title="Open messages" value={d.open_messages} />
          </Card>
        </Col>
        <Col xs={24} lg={6}>
          <Card size="small">
            {d.revenue_30d.length === 0 ? (
              <Statistic title="Revenue (30 days)" value="No payments" />
            ) : (
              d.revenue_30d.map((r) => (
                <Statistic
                  key={r.currency}
                  title={`Revenue (30 days), ${r.currency}: ${r.payments} payment${r.payments === 1 ? '' : 's'}`}
                  value={formatMoney(r.amount, r.currency)}
                />
              ))
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={`Sign-ups per day (30 days: ${totalSignups(d)})`}>
            <Suspense fallback={<LoadingState label="the chart" rows={3} />}>
              <SignupsChart days={d.signups_per_day} />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title="Most attempted stations">
            <Table<TopStation>
              size="small"
              rowKey="number"
              pagination={false}
              dataSource={d.top_stations}
              locale={{ emptyText: <Empty description="No station has been marked yet." /> }}
              columns={[
                { title: 'No.', dataIndex: 'number', key: 'number', width: 70 },
                { title: 'Station', dataIndex: 'name', key: 'name' },
                { title: 'Attempts', dataIndex: 'attempts', key: 'attempts', align: 'right' },
                {
                  title: 'Average mark',
                  dataIndex: 'average_mark',
                  key: 'average_mark',
                  align: 'right',
                  render: (mark: number) => `${mark}%`,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="Stations with open reports">
            <Table<ReportedStation>
              size="small"
              rowKey="number"
              pagination={false}
              dataSource={d.reported_stations}
              locale={{ emptyText: <Empty description="No open reports." /> }}
              columns={[
                { title: 'No.', dataIndex: 'number', key: 'number', width: 70 },
                { title: 'Station', dataIndex: 'name', key: 'name' },
                {
                  title: 'Reports',
                  dataIndex: 'reports',
                  key: 'reports',
                  align: 'right',
                  render: (n: number) => <strong>{n}</strong>,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
