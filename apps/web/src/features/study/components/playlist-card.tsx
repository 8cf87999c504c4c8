// One playlist in the My Playlists drawer: its handle, its name (which opens and closes its list of
// stations), Start, Edit and Delete; open, its stations in order, each with a handle and Remove.
import type { ReactNode } from 'react';
import { CaretRightFilled, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import type { Playlist, PlaylistItem } from '@osce/shared/schemas/playlists';
import { withValues } from '../../../lib/with-values';
import { SortableList } from './sortable-list';

interface PlaylistCardProps {
  playlist: Playlist;
  handle: ReactNode;
  open: boolean;
  onToggle: () => void;
  nameHidden: boolean;
  onStart: () => void;
  /** Start, or in a group for a member who is not the examiner, Suggest to group. */
  startLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  onRemoveItem: (item: PlaylistItem) => void;
  onReorderItems: (ids: number[]) => void;
}

export function countText(count: number): string {
  return count === 1 ? messages.playlistCountOne : withValues(messages.playlistCount, { count });
}

export function stationLabel(item: PlaylistItem, nameHidden: boolean): string {
  const number = withValues(messages.playlistStationLabel, { number: item.station.number });
  return nameHidden ? number : `${number}: ${item.station.name}`;
}

export function PlaylistCard({
  playlist,
  handle,
  open,
  onToggle,
  nameHidden,
  onStart,
  startLabel,
  onEdit,
  onDelete,
  onRemoveItem,
  onReorderItems,
}: PlaylistCardProps) {
  const listId = `playlist-${playlist.id}-stations`;
  return (
    <div className="playlist-card">
      <div className="playlist-card__head">
        {handle}
        <button
          type="button"
          className="playlist-card__name"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
        >
          <span className="playlist-card__title">{playlist.name}</span>
          <span className="playlist-card__count">{countText(playlist.items.length)}</span>
        </button>
      </div>
      <div className="playlist-card__actions">
        <Button
          type="primary"
          size="small"
          icon={<CaretRightFilled aria-hidden />}
          disabled={playlist.items.length === 0}
          onClick={onStart}
          aria-label={`${startLabel} ${playlist.name}`}
        >
          {startLabel}
        </Button>
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          onClick={onEdit}
          aria-label={`${messages.playlistRename} ${playlist.name}`}
        >
          {messages.playlistRename}
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={onDelete}
          aria-label={`${messages.playlistDelete} ${playlist.name}`}
        >
          {messages.playlistDelete}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        {open ? (
          <SortableList
            entries={playlist.items}
            idOf={(item) => item.id}
            nameOf={(item) => stationLabel(item, nameHidden)}
            onReorder={onReorderItems}
            label={withValues(messages.playlistItemsOf, { name: playlist.name })}
            className="playlist-items"
            renderEntry={(item, itemHandle) => (
              <div className="playlist-item">
                {itemHandle}
                <span className="playlist-item__name">{stationLabel(item, nameHidden)}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => onRemoveItem(item)}
                  aria-label={withValues(messages.playlistRemoveItem, {
                    number: item.station.number,
                    name: playlist.name,
                  })}
                />
              </div>
            )}
          />
        ) : null}
      </div>
    </div>
  );
}
