// Add Station (docs/progress.md): the station goes into one of the member's playlists (the
// Add to Playlist tab, offered only when a playlist with stations exists, listing only those) or
// starts a new one (Create Playlist; an empty name does nothing).
import { useState } from 'react';
import { Button, Input, Modal, Radio, Tabs } from 'antd';
import { messages } from '@osce/shared/messages';
import { PLAYLIST_LIMITS } from '@osce/shared/schemas/playlists';
import { withValues } from '../../../lib/with-values';
import { useChangePlaylists, usePlaylists } from '../../../api/playlists';
import { playlistsWithItems } from '../../../lib/playlist-order';
import { showToast } from '../../../lib/toast';
import { ErrorState, LoadingState } from '../../../components/query-state';

export interface StationToAdd {
  id: number;
  number: number;
}

interface AddStationModalProps {
  station: StationToAdd | null;
  onClose: () => void;
}

type TabKey = 'add' | 'create';

export function AddStationModal({ station, onClose }: AddStationModalProps) {
  const playlists = usePlaylists(station !== null);
  const change = useChangePlaylists();
  const choices = playlistsWithItems(playlists.data ?? []);
  const [tab, setTab] = useState<TabKey | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [chooseError, setChooseError] = useState(false);
  const [openFor, setOpenFor] = useState<number | null>(null);
  if ((station?.id ?? null) !== openFor) {
    // Each opening starts clean.
    setOpenFor(station?.id ?? null);
    setTab(null);
    setChosen(null);
    setName('');
    setChooseError(false);
  }
  const activeTab: TabKey = tab ?? (choices.length > 0 ? 'add' : 'create');

  if (!station) return null;
  const added = () => {
    showToast('success', withValues(messages.playlistStationAdded, { number: station.number }));
    onClose();
  };
  const add = () => {
    if (chosen === null) {
      setChooseError(true);
      return;
    }
    change.mutate(
      { call: 'add', playlist_id: chosen, station_id: station.id },
      { onSuccess: added },
    );
  };
  const create = () => {
    const trimmed = name.trim();
    // See docs/progress.md, 'Validation': an empty name is ignored.
    if (trimmed === '') return;
    change.mutate(
      { call: 'create', name: trimmed, station_id: station.id },
      {
        onSuccess: () => {
          showToast(
            'success',
            withValues(messages.playlistCreated, { name: trimmed, number: station.number }),
          );
          onClose();
        },
      },
    );
  };

  const addTab = (
    <div className="playlist-add">
      <fieldset className="playlist-add__choices">
        <legend>{messages.playlistChoose}</legend>
        <Radio.Group
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value as number);
            setChooseError(false);
          }}
          aria-describedby={chooseError ? 'playlist-choose-error' : undefined}
        >
          {choices.map((playlist) => (
            <Radio key={playlist.id} value={playlist.id} className="playlist-add__choice">
              {playlist.name}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      {chooseError ? (
        <p id="playlist-choose-error" className="playlist-field__error" role="alert">
          {messages.playlistChooseFirst}
        </p>
      ) : null}
      <Button type="primary" onClick={add} loading={change.isPending}>
        {messages.playlistAddTab}
      </Button>
    </div>
  );
  const createTab = (
    <form
      className="playlist-add"
      onSubmit={(event) => {
        event.preventDefault();
        create();
      }}
    >
      <label className="playlist-field__label" htmlFor="playlist-new-name">
        {messages.playlistNameLabel}
      </label>
      <Input
        id="playlist-new-name"
        value={name}
        maxLength={PLAYLIST_LIMITS.name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button
        type="primary"
        htmlType="submit"
        loading={change.isPending}
        disabled={name.trim() === ''}
      >
        {messages.playlistCreateTab}
      </Button>
    </form>
  );

  return (
    <Modal
      open
      title={`${messages.playlistAddStation}: ${withValues(messages.playlistStationLabel, { number: station.number })}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {playlists.isPending ? (
        <LoadingState label="your playlists" rows={3} />
      ) : playlists.isError ? (
        <ErrorState
          error={playlists.error}
          what="your playlists"
          onRetry={() => void playlists.refetch()}
        />
      ) : (
        <Tabs
          activeKey={activeTab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            ...(choices.length > 0
              ? [{ key: 'add', label: messages.playlistAddTab, children: addTab }]
              : []),
            { key: 'create', label: messages.playlistCreateTab, children: createTab },
          ]}
        />
      )}
    </Modal>
  );
}
