// Edit Playlist (docs/progress.md, 'Screens'): a new name for one playlist. A blank name is refused here with
// the same text the server would answer.
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { messages } from '@osce/shared/messages';
import { PLAYLIST_LIMITS, type Playlist } from '@osce/shared/schemas/playlists';

interface EditPlaylistModalProps {
  playlist: Playlist | null;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

export function EditPlaylistModal({ playlist, saving, onSave, onClose }: EditPlaylistModalProps) {
  const [name, setName] = useState('');
  const [shownFor, setShownFor] = useState<number | null>(null);
  // Each opening starts from the playlist's current name.
  if ((playlist?.id ?? null) !== shownFor) {
    setShownFor(playlist?.id ?? null);
    setName(playlist?.name ?? '');
  }
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  const save = () => {
    setTouched(true);
    if (!blank) onSave(name.trim());
  };

  return (
    <Modal
      open={playlist !== null}
      title={messages.playlistEdit}
      okText={messages.playlistRename}
      onOk={save}
      okButtonProps={{ disabled: blank, loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label className="playlist-field__label" htmlFor="playlist-edit-name">
          {messages.playlistNameLabel}
        </label>
        <Input
          id="playlist-edit-name"
          value={name}
          maxLength={PLAYLIST_LIMITS.name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          status={touched && blank ? 'error' : undefined}
          aria-invalid={touched && blank}
          aria-describedby={touched && blank ? 'playlist-edit-error' : undefined}
          autoFocus
        />
        {touched && blank ? (
          <p id="playlist-edit-error" className="playlist-field__error" role="alert">
            {messages.playlistNameRequired}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
