// My Playlists (docs/progress.md, 'Screens'): the floating Playlists button, showing how many
// stations the open playlist holds, and the drawer (356 wide) where playlists are opened, started,
// renamed, deleted and reordered, and their stations removed and reordered.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { messages } from '@osce/shared/messages';
import type { Playlist, PlaylistItem } from '@osce/shared/schemas/playlists';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { showToast } from '../../../lib/toast';
import { setPlayingPlaylist } from '../../../stores/app-store';
import { withValues } from '../../../lib/with-values';
import { useChangePlaylists, usePlaylists } from '../../../api/playlists';
import { EditPlaylistModal } from './edit-playlist-modal';
import { countText, PlaylistCard, stationLabel } from './playlist-card';
import { SortableList } from './sortable-list';
import { tell } from '../../../lib/group-connection';

const DRAWER_WIDTH = 356;

interface PlaylistsPanelProps {
  nameHidden: boolean;
  /** Whether the member's role may start a station; if not, Start says to choose a role. */
  canStart: boolean;
  /**
   * In a group: the examiner's Start starts the playlist for the whole group; everyone else
   * suggests it to the group instead (docs/progress.md, 'Who may do what').
   */
  group?: { examiner: boolean } | null;
}

type Pending =
  | { kind: 'delete'; playlist: Playlist }
  | { kind: 'remove'; playlist: Playlist; item: PlaylistItem };

export function PlaylistsPanel({ nameHidden, canStart, group = null }: PlaylistsPanelProps) {
  const navigate = useNavigate();
  const playlists = usePlaylists();
  const change = useChangePlaylists();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Playlist | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const list = playlists.data ?? [];
  const open = list.find((p) => p.id === openId) ?? null;

  const start = (playlist: Playlist) => {
    const first = playlist.items[0];
    if (!first) return;
    if (group) {
      void tell(group.examiner ? 'start-playlist' : 'suggest-playlist', {
        playlist_id: playlist.id,
      });
      return;
    }
    if (!canStart) {
      showToast('warning', messages.chooseRoleFirst);
      return;
    }
    setPlayingPlaylist({ id: playlist.id, index: 0 });
    void navigate(`/station/${first.station.number}`);
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      change.mutate(
        { call: 'delete', playlist_id: pending.playlist.id },
        { onSuccess: () => showToast('success', messages.playlistDeleted) },
      );
    } else {
      change.mutate(
        { call: 'remove_item', item_id: pending.item.id },
        { onSuccess: () => showToast('success', messages.playlistItemRemoved) },
      );
    }
    setPending(null);
  };

  let body;
  if (playlists.isPending) body = <LoadingState label="your playlists" rows={3} />;
  else if (playlists.isError)
    body = (
      <ErrorState
        error={playlists.error}
        what="your playlists"
        onRetry={() => void playlists.refetch()}
      />
    );
  else if (list.length === 0) body = <p className="empty-text">{messages.playlistsEmpty}</p>;
  else
    body = (
      <>
        <SortableList
          entries={list}
          idOf={(playlist) => playlist.id}
          nameOf={(playlist) => playlist.name}
          onReorder={(ids) => change.mutate({ call: 'reorder', playlists: ids })}
          label={messages.playlistsTitle}
          className="playlist-list"
          renderEntry={(playlist, handle) => (
            <PlaylistCard
              playlist={playlist}
              handle={handle}
              open={playlist.id === openId}
              onToggle={() => setOpenId(playlist.id === openId ? null : playlist.id)}
              nameHidden={nameHidden}
              onStart={() => start(playlist)}
              startLabel={
                group && !group.examiner
                  ? messages.groupPanelSuggestPlaylist
                  : messages.playlistStart
              }
              onEdit={() => setEditing(playlist)}
              onDelete={() => setPending({ kind: 'delete', playlist })}
              onRemoveItem={(item) => setPending({ kind: 'remove', playlist, item })}
              onReorderItems={(ids) =>
                change.mutate({ call: 'reorder_items', playlist_id: playlist.id, items: ids })
              }
            />
          )}
        />
      </>
    );

  const buttonLabel = open
    ? withValues(messages.playlistButtonCount, { name: open.name, count: open.items.length })
    : messages.playlistsButton;
  return (
    <>
      <Badge
        count={open ? open.items.length : 0}
        showZero={open !== null}
        className="playlists-fab"
      >
        <Button
          type="primary"
          shape="round"
          size="large"
          icon={<UnorderedListOutlined aria-hidden />}
          onClick={() => setDrawerOpen(true)}
          aria-expanded={drawerOpen}
          aria-label={buttonLabel}
        >
          {messages.playlistsButton}
        </Button>
      </Badge>
      <Drawer
        title={messages.playlistsTitle}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size={DRAWER_WIDTH}
        // A narrower margin than antd's 24 px: a playlist's three buttons fit on one line.
        styles={{ body: { padding: 16 } }}
        className="playlists-drawer"
      >
        {body}
      </Drawer>
      <EditPlaylistModal
        playlist={editing}
        saving={change.isPending}
        onSave={(name) => {
          if (!editing) return;
          change.mutate(
            { call: 'edit', playlist_id: editing.id, name },
            {
              onSuccess: () => {
                showToast('success', messages.playlistRenamed);
                setEditing(null);
              },
            },
          );
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? messages.playlistDelete : messages.playlistRemove}
        confirmLabel={messages.warningYes}
        cancelLabel={messages.warningNo}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        <p>
          {pending?.kind === 'delete'
            ? messages.playlistDeleteConfirm
            : messages.playlistRemoveItemConfirm}
        </p>
        {pending ? (
          <p>
            <strong>
              {pending.kind === 'delete'
                ? `${pending.playlist.name} (${countText(pending.playlist.items.length)})`
                : stationLabel(pending.item, nameHidden)}
            </strong>
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
