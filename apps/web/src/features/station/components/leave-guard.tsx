// Asks before a navigation takes the member off a running station: a link in the header, the
// browser's back or forward button, or a path typed into the app all go through the router, which
// holds the move until the member answers (docs/station-run.md, 'Leaving a station'). The app's own
// moves (lib/app-move.ts) pass without a question, and so does a change within the same page.
import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Location } from 'react-router';
import { messages } from '@osce/shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isAppMove } from '../../../lib/app-move';

interface LeaveGuardProps {
  /** Whether leaving for `to` needs asking, decided when the member tries to leave. */
  shouldAsk: (to: Location) => boolean;
  /** The question, in the spec's words for the situation. */
  text: string;
  /**
   * What leaving does once the move has gone on (the group is told, for instance). After, not
   * before: a screen that changes under the question would take the held move away with it.
   */
  afterLeave?: (to: Location) => void;
}

export function LeaveGuard(props: LeaveGuardProps) {
  // Only a data router can hold a navigation; a component test under a MemoryRouter has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockingLeaveGuard {...props} /> : null;
}

function BlockingLeaveGuard({ shouldAsk, text, afterLeave }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isAppMove(nextLocation.state) &&
      nextLocation.pathname !== currentLocation.pathname &&
      shouldAsk(nextLocation),
  );

  const leave = () => {
    if (blocker.state !== 'blocked') return;
    const to = blocker.location;
    blocker.proceed();
    afterLeave?.(to);
  };

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={messages.stationLeave}
      confirmLabel={messages.warningYes}
      cancelLabel={messages.warningNo}
      onConfirm={leave}
      onClose={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
}
