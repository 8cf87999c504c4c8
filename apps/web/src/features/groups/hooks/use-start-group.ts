// Join or Start a group (docs/groups.md, 'Rules'): POST /groups/{id}/join, then
// the store keeps the group (which clears the role) and the member goes to /study. While another
// group is being studied, the member is asked first, and that study ends when this one starts.
// Leave Group ends the study and goes to /profile.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Group } from '@osce/shared/schemas/groups';
import { endGroupStudy, startGroupStudy, useGroup } from '../../../stores/app-store';
import { useJoinGroup } from '../api/join-group';
import { needsStartConfirm, studyGroupOf } from '../utils/group-study';

export function useStartGroup() {
  const navigate = useNavigate();
  const current = useGroup();
  const join = useJoinGroup();
  /** The group waiting for the member's answer to "end the current group study?". */
  const [asking, setAsking] = useState<Group | null>(null);

  const go = (group: Group) =>
    join.mutate(group, {
      onSuccess: (joined) => {
        // The current study ends only now: a refused join leaves the member where they were.
        if (current !== null && current.id !== joined.id) endGroupStudy();
        startGroupStudy(studyGroupOf(joined));
        void navigate('/study');
      },
    });

  return {
    current,
    asking,
    /** The id of the group being joined, for its button's loading state. */
    joiningId: join.isPending ? join.variables.id : null,
    start: (group: Group) => {
      if (needsStartConfirm(current, group.id)) setAsking(group);
      else go(group);
    },
    confirm: () => {
      if (asking) go(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
    leave: () => {
      endGroupStudy();
      void navigate('/profile');
    },
  };
}

export type StartGroup = ReturnType<typeof useStartGroup>;
