// /admin/stations (docs/admin.md, 'The library' → 'Screens'): every station with its number, name,
// where its latest revision came from, the revision and who saved it when; search, retired ones
// on request, a new station and YAML import.
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { ErrorState } from '../../../../components/query-state';
import { useLibraryStations, type LibraryStationRow } from '../api/library-api';
import { formatWhen } from '../../../../lib/format-when';
import { ImportButton } from './import-button';

export function StationsList() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [retired, setRetired] = useState(false);
  const query = useLibraryStations(useDeferredValue(search.trim()), retired);

  return (
    <section className="library-list" aria-labelledby="library-list-title">
      <div className="library-list__head">
        <Typography.Title level={2} id="library-list-title">
          {text.listTitle}
        </Typography.Title>
        <Space wrap>
          <Button type="primary" onClick={() => navigate('/admin/stations/new')}>
            {text.newStation}
          </Button>
          <ImportButton />
        </Space>
      </div>
      <Space wrap className="library-list__filters">
        <Input.Search
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 280 }}
        />
        <label className="library-list__retired">
          <Switch checked={retired} onChange={setRetired} size="small" /> {text.showRetired}
        </label>
      </Space>
      {query.isError ? (
        <ErrorState error={query.error} what="the stations" onRetry={() => void query.refetch()} />
      ) : (
        <Table<LibraryStationRow>
          rowKey="number"
          size="middle"
          loading={query.isPending || query.isPlaceholderData}
          dataSource={query.data?.stations ?? []}
          locale={{ emptyText: text.noStations }}
          pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 720 }}
          columns={[
            {
              title: 'Number',
              dataIndex: 'number',
              width: 100,
              sorter: (a, b) => a.number - b.number,
              defaultSortOrder: 'ascend',
              render: (n: number) => String(n).padStart(3, '0'),
            },
            {
              title: 'Name',
              dataIndex: 'name',
              render: (name: string, row) => (
                <Space wrap>
                  <Link to={`/admin/stations/${row.number}`}>{name}</Link>
                  {row.retired ? <Tag color="red">{text.retiredTag}</Tag> : null}
                </Space>
              ),
            },
            {
              title: 'Source',
              dataIndex: 'source',
              width: 110,
              render: (source: LibraryStationRow['source']) =>
                source ? (
                  <Tag color={source === 'console' ? 'blue' : 'default'}>
                    {source === 'console' ? text.sourceConsole : text.sourceFile}
                  </Tag>
                ) : null,
            },
            { title: 'Revision', dataIndex: 'revision', width: 100 },
            {
              title: 'Updated',
              dataIndex: 'updated_at',
              width: 190,
              render: (at: string | null) => formatWhen(at),
            },
            { title: 'By', dataIndex: 'updated_by', width: 140, render: (by) => by ?? '' },
          ]}
        />
      )}
    </section>
  );
}
