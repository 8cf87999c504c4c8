// My Groups: the groups the member created or joined, with their loading, error and empty states,
// and the rename and delete (or remove) that ask first.
import { useState } from 'react';
import { messages } from '@osce/shared/messages';
import { groupDisplayName, type Group } from '@osce/shared/schemas/groups';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { showToast } from '../../../lib/toast';
import { useChangeGroups, useGroups } from '../api/groups';
import type { StartGroup } from '../hooks/use-start-group';
import { withValues } from '../utils/group-labels';
import { GroupRow } from './group-row';
import { RenameGroupModal } from './rename-group-modal';

interface MyGroupsProps {
  starter: StartGroup;
}

export function MyGroups({ starter }: MyGroupsProps) {
  const groups = useGroups();
  const change = useChangeGroups();
  const [renaming, setRenaming] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);

  const rename = (nickname: string, closed: boolean) => {
    if (!renaming) return;
    change.mutate(
      { call: 'update', id: renaming.id, nickname, private: closed },
      {
        onSuccess: () => {
          setRenaming(null);
          showToast('success', messages.groupsRenamed);
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const done = deleting.owner ? messages.groupsDeleted : messages.groupsRemoved;
    change.mutate(
      { call: 'delete', id: deleting.id },
      { onSuccess: () => showToast('success', done) },
    );
    setDeleting(null);
  };

  let body;
  if (groups.isPending) body = <LoadingState label={messages.groupsLoading} rows={3} />;
  else if (groups.isError)
    body = (
      <ErrorState
        error={groups.error}
        what={messages.groupsLoading}
        onRetry={() => void groups.refetch()}
      />
    );
  else if (groups.data.length === 0) body = <p className="empty-text">{messages.noStudyGroups}</p>;
  else
    body = (
      <ul className="groups-list" aria-labelledby="groups-mine-title">
        {groups.data.map((group) => (
          <GroupRow
            key={group.id}
            group={group}
            current={starter.current?.id === group.id}
            joining={starter.joiningId === group.id}
            onStart={() => starter.start(group)}
            onLeave={starter.leave}
            onRename={() => setRenaming(group)}
            onDelete={() => setDeleting(group)}
          />
        ))}
      </ul>
    );

  const deleteName = deleting ? groupDisplayName(deleting) : '';
  return (
    <section className="groups-panel groups-mine" aria-labelledby="groups-mine-title">
      <h2 id="groups-mine-title">{messages.groupsMine}</h2>
      {body}
      <RenameGroupModal
        group={renaming}
        saving={change.isPending}
        onSave={rename}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.owner ? messages.groupsDeleteTitle : messages.groupsRemoveTitle}
        confirmLabel={messages.warningYes}
        cancelLabel={messages.warningNo}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>
          {withValues(
            deleting?.owner ? messages.groupsDeleteConfirm : messages.groupsRemoveConfirm,
            { name: deleteName },
          )}
        </p>
      </ConfirmDialog>
    </section>
  );
}
