// The warning that the bell may not ring, for Apple device and Safari users (docs/station-run.md,
// 'Messages'), with its two help dialogs.
import { useState } from 'react';
import { Alert } from 'antd';
import { messages } from '@osce/shared/messages';
import { currentBrowser, needsAutoplayWarning } from '../utils/apple-device';
import { AutoplayHelp, type AutoplayHelpTopic } from './autoplay-help';

export function AutoplayWarning() {
  const [shown] = useState(() => needsAutoplayWarning(currentBrowser()));
  const [topic, setTopic] = useState<AutoplayHelpTopic | null>(null);
  if (!shown) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        className="autoplay-warning"
        title={messages.autoplayWarning}
        description={
          <span className="autoplay-warning__links">
            <button type="button" className="link-button" onClick={() => setTopic('autoplay')}>
              {messages.autoplayHelpTitle}
            </button>
            <button type="button" className="link-button" onClick={() => setTopic('apple')}>
              {messages.appleHelpTitle}
            </button>
          </span>
        }
      />
      <AutoplayHelp topic={topic} onClose={() => setTopic(null)} />
    </>
  );
}
