// The station editor's heading and actions (docs/admin.md, 'The library' → 'Screens'): the
// revision, source, retired and unsaved tags; Save, Preview as …, and for a saved station the
// revisions drawer, Export YAML (the latest saved revision) and Retire / Restore, each asked first.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Popconfirm, Space, Tag, Typography } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { withValues } from '../../../../lib/with-values';
import {
  exportStationYaml,
  LIBRARY_KEY,
  retireStation,
  type LibraryStation,
} from '../api/library-api';
import { RevisionsDrawer } from './revisions-drawer';
import { PREVIEW_ROLES, type PreviewRole } from './station-preview-dialog';

interface StationEditorToolbarProps {
  /** The saved station, or null for a new one. */
  loaded: LibraryStation | null;
  revision: number;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  /** Absent when the page draws no preview. */
  onPreview?: (role: PreviewRole) => void;
  /** After a revision is restored: the editor loads the latest afresh. */
  onReload: () => void;
}

export function StationEditorToolbar({
  loaded,
  revision,
  dirty,
  saving,
  onSave,
  onPreview,
  onReload,
}: StationEditorToolbarProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const isNew = loaded === null;
  const number = loaded?.station.number ?? null;
  const [retired, setRetired] = useState(loaded?.retired ?? false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);

  const download = async () => {
    try {
      const blob = await exportStationYaml(number!);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      const file = loaded?.file ?? `station-${String(number).padStart(3, '0')}.yaml`;
      link.download = file;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
      message.success(withValues(text.exported, { file }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const toggleRetired = async () => {
    try {
      await retireStation(number!, !retired);
      message.success(withValues(retired ? text.restored : text.retired, { number: number! }));
      setRetired(!retired);
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  // The drawer opens over the page, so it stands outside the heading's layout.
  return (
    <>
      <div className="library-editor__head">
        <Space wrap align="center">
          <Typography.Title level={2} className="library-editor__title">
            {isNew
              ? text.newTitle
              : withValues(text.editTitle, { number: String(number).padStart(3, '0') })}
          </Typography.Title>
          {!isNew ? <Tag>revision {revision}</Tag> : null}
          {loaded?.source ? (
            <Tag color={loaded.source === 'console' ? 'blue' : 'default'}>
              {loaded.source === 'console' ? text.sourceConsole : text.sourceFile}
            </Tag>
          ) : null}
          {retired ? <Tag color="red">{text.retiredTag}</Tag> : null}
          {dirty ? <Tag>unsaved changes</Tag> : null}
        </Space>
        <Space wrap>
          <Button type="primary" loading={saving} onClick={onSave}>
            {isNew ? text.create : text.save}
          </Button>
          {onPreview ? (
            <Dropdown
              menu={{
                items: PREVIEW_ROLES.map((r) => ({ key: r.role, label: `as ${r.label}` })),
                onClick: ({ key }) => onPreview(key as PreviewRole),
              }}
            >
              <Button>{text.previewAs} …</Button>
            </Dropdown>
          ) : null}
          {!isNew ? (
            <>
              <Button onClick={() => setRevisionsOpen(true)}>{text.revisions}</Button>
              <Button onClick={() => void download()}>{text.exportYaml}</Button>
              <Popconfirm
                title={withValues(retired ? text.restoreConfirm : text.retireConfirm, {
                  number: number!,
                })}
                onConfirm={() => void toggleRetired()}
              >
                <Button danger={!retired}>{retired ? text.restore : text.retire}</Button>
              </Popconfirm>
            </>
          ) : null}
        </Space>
      </div>
      {!isNew && number !== null ? (
        <RevisionsDrawer
          number={number}
          current={revision}
          open={revisionsOpen}
          onClose={() => setRevisionsOpen(false)}
          onRestored={() => {
            setRevisionsOpen(false);
            onReload();
          }}
        />
      ) : null}
    </>
  );
}
