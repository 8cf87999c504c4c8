// A station's revisions (docs/admin.md, 'The library' → 'Screens'): who saved each and when, where
// it came from and which fields it changed; an older one can be made current again, as a new
// revision, so nothing is lost.
import { App, Button, Drawer, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { ErrorState, LoadingState } from '../../../../components/query-state';
import { withValues } from '../../../../lib/with-values';
import { LIBRARY_KEY, restoreRevision, useLibraryRevisions } from '../api/library-api';
import { formatWhen } from '../../../../lib/format-when';

interface RevisionsDrawerProps {
  number: number;
  current: number;
  open: boolean;
  onClose: () => void;
  onRestored: () => void;
}

export function RevisionsDrawer({
  number,
  current,
  open,
  onClose,
  onRestored,
}: RevisionsDrawerProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const revisions = useLibraryRevisions(number, open);

  const restore = async (revision: number) => {
    try {
      const answer = await restoreRevision(number, revision);
      message.success(withValues(text.revisionRestored, { revision, current: answer.revision }));
      await queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      onRestored();
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={withValues(text.revisionsTitle, { number })}
      size="large"
    >
      {revisions.isPending ? (
        <LoadingState label="the revisions" />
      ) : revisions.isError ? (
        <ErrorState
          error={revisions.error}
          what="the revisions"
          onRetry={() => void revisions.refetch()}
        />
      ) : (
        <List
          aria-label={withValues(text.revisionsTitle, { number })}
          dataSource={[...revisions.data.revisions].sort((a, b) => b.revision - a.revision)}
          locale={{ emptyText: text.noRevisions }}
          renderItem={(entry) => {
            const summary = entry.restored_from
              ? withValues(text.revisionRestoredFrom, { revision: entry.restored_from })
              : entry.changed.length
                ? withValues(text.revisionChanged, { fields: entry.changed.join(', ') })
                : '';
            const isCurrent = entry.revision === current;
            return (
              <List.Item
                actions={
                  isCurrent
                    ? [
                        <Tag key="current" color="blue">
                          {text.revisionCurrent}
                        </Tag>,
                      ]
                    : [
                        <Popconfirm
                          key="restore"
                          title={withValues(text.revisionRestoreConfirm, {
                            revision: entry.revision,
                          })}
                          onConfirm={() => void restore(entry.revision)}
                        >
                          <Button size="small">{text.revisionRestore}</Button>
                        </Popconfirm>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>Revision {entry.revision}</span>
                      <Tag>{entry.source}</Tag>
                      {entry.retired ? <Tag color="red">{text.retiredTag}</Tag> : null}
                    </Space>
                  }
                  description={
                    <>
                      <div>
                        {formatWhen(entry.created_at)}
                        {entry.created_by ? ` · ${entry.created_by}` : ''}
                      </div>
                      {summary ? (
                        <Typography.Text type="secondary">{summary}</Typography.Text>
                      ) : null}
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Drawer>
  );
}
