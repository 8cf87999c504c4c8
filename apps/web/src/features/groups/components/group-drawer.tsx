// The header's Group Study drawer (docs/groups.md, 'Screens'): the group panel, 356 wide, on pages
// that do not show the group themselves. Loaded when first opened.
import { Drawer } from 'antd';
import { messages } from '@osce/shared/messages';
import { GroupPanel } from '../../../components/group-panel';

export const GROUP_DRAWER_WIDTH = 356;

export default function GroupDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      title={messages.groupPanelTitle}
      open={open}
      onClose={onClose}
      size={GROUP_DRAWER_WIDTH}
    >
      <GroupPanel />
    </Drawer>
  );
}
