// The member's own connection to their group, said on their own screen wherever they are: while it
// is lost, 'Reconnecting…' (their screen no longer follows the group: a pause or a phase change
// reaches it only once it is back), then for a moment that it is back. A polite status region that
// is always in the page, so screen readers announce each change.
import '../../../styles/group-connection.css';
import { useEffect, useState } from 'react';
import { messages } from '@osce/shared/messages';
import { useGroupLive } from '../../../hooks/use-group-live';

/** How long 'Reconnected' stays after the connection is back. */
const BACK_SHOWN_MS = 4_000;

export function GroupConnectionStatus() {
  const { status } = useGroupLive();
  const lost = status === 'reconnecting';
  // Set while lost; cleared a moment after the connection is back (it said 'Reconnected' till then).
  const [wasLost, setWasLost] = useState(false);
  if (lost && !wasLost) setWasLost(true);
  const back = wasLost && status === 'connected';
  useEffect(() => {
    if (!back) return;
    const timer = window.setTimeout(() => setWasLost(false), BACK_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [back]);

  const text = lost ? messages.groupConnectionLost : back ? messages.groupReconnected : null;
  return (
    <div className="group-connection" role="status" aria-live="polite">
      {text ? (
        <p className={`group-connection__note group-connection__note--${lost ? 'lost' : 'back'}`}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
