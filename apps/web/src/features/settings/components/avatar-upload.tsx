// The avatar upload (docs/accounts.md, 'Screens'): choose an image, see it at most 500 x 400 px, send
// it as the multipart field `avatar`, then show the stored one from its path on this site. A file
// the server would refuse (not an image it takes, too large) is refused here with the same text;
// the server's own refusals show the same way, under the chooser.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { AVATAR_MAX_HEIGHT, AVATAR_MAX_WIDTH } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { SubmitButton } from '../../../components/form/submit-button';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { avatarFileProblem, avatarSrc } from '../utils/avatar-file';

interface Chosen {
  file: File;
  previewUrl: string;
}

export function AvatarUpload({ avatar }: { avatar: string | null }) {
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Lets the same file be chosen again after an upload (the input's value is cleared by remounting).
  const [inputKey, setInputKey] = useState(0);
  const ids = useId();
  const inputId = `${ids}-file`;
  const problemId = `${ids}-problem`;

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.previewUrl);
  }, [chosen]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return;
    const refused = avatarFileProblem(file);
    setProblem(refused);
    setChosen(refused ? null : { file, previewUrl: URL.createObjectURL(file) });
  };

  const onUpload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!chosen) {
      setProblem(messages.avatarMissing);
      return;
    }
    setProblem(null);
    upload.mutate(chosen.file, {
      onSuccess: (answer) => {
        showToast('success', answer.message || messages.avatarUpdated);
        setChosen(null);
        setInputKey((key) => key + 1);
      },
      onError: (error) => {
        if (!isSilentError(error)) setProblem(error.message);
      },
    });
  };

  const stored = avatarSrc(avatar);
  const shown = chosen?.previewUrl ?? stored;

  return (
    <form className="avatar-upload" onSubmit={onUpload} aria-labelledby="settings-avatar-title">
      <div className="avatar-upload__frame">
        {shown ? (
          <img
            className="avatar-upload__image"
            src={shown}
            alt={chosen ? 'Preview of the chosen picture' : 'Your profile picture'}
            style={{ maxWidth: `min(100%, ${AVATAR_MAX_WIDTH}px)`, maxHeight: AVATAR_MAX_HEIGHT }}
          />
        ) : (
          <p className="avatar-upload__empty">No picture yet</p>
        )}
      </div>
      <div className="avatar-upload__controls">
        {/* The native file input, visually replaced by its label; it keeps the keyboard focus. */}
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept="image/*"
          className="avatar-upload__input"
          onChange={onChoose}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        <label htmlFor={inputId} className="button button--default button--large">
          {messages.avatarChoose}
        </label>
        <SubmitButton loading={upload.isPending} disabled={!chosen}>
          {messages.avatarUpload}
        </SubmitButton>
      </div>
      {chosen ? <p className="avatar-upload__name">{chosen.file.name}</p> : null}
      {problem ? (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
