// Asks before leaving the station editor with unsaved changes (docs/admin.md, 'The library' →
// 'Screens'): a move within the app is held by the router until the editor answers, and closing or
// reloading the tab gets the browser's own question.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { Modal } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';

interface UnsavedGuardProps {
  /** Whether there is anything to lose, asked when the editor tries to leave. */
  dirty: () => boolean;
}

export function UnsavedGuard({ dirty }: UnsavedGuardProps) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  // Only a data router can hold a navigation; a component test under a MemoryRouter has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <BlockingGuard dirty={dirty} /> : null;
}

function BlockingGuard({ dirty }: UnsavedGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && dirty(),
  );
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={text.leaveTitle}
      okText={text.leaveYes}
      cancelText={text.leaveNo}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.state === 'blocked' && blocker.proceed()}
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <p>{text.leaveConfirm}</p>
    </Modal>
  );
}
