// The tutorial's open state (docs/accounts.md, 'Rules'): it opens by itself for a member who has
// not viewed it once a tutorial exists, and by hand from the Tutorial button; the first close of an
// unseen tutorial records it as viewed, once.
import { useRef, useState } from 'react';
import type { CurrentUser, Tutorial } from '@osce/shared/api';
import { useRecordTutorialViewed } from '../api/record-tutorial-viewed';
import { opensOnArrival, recordsViewOnClose } from '../utils/tutorial';

export function useTutorialDialog(user: CurrentUser, tutorial: Tutorial | null | undefined) {
  const [openedByHand, setOpenedByHand] = useState(false);
  // Closed by the member on this visit: it does not open by itself again, whatever the answers.
  const [dismissed, setDismissed] = useState(false);
  const recorded = useRef(false);
  const record = useRecordTutorialViewed();

  const open = openedByHand || (!dismissed && opensOnArrival(user, tutorial));

  const close = () => {
    setOpenedByHand(false);
    setDismissed(true);
    if (!recordsViewOnClose(user, recorded.current)) return;
    recorded.current = true;
    // A failed call is tried again on the next close; the member is not told (nothing for them to do).
    record.mutate(undefined, { onError: () => (recorded.current = false) });
  };

  return {
    open,
    // Once opened, the modal stays mounted, so closing animates and gives the focus back.
    mounted: open || dismissed,
    openTutorial: () => setOpenedByHand(true),
    close,
  };
}
