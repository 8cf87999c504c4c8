// /study-groups (docs/groups.md, 'Screens' and 'Rules'): the group being studied with Leave
// Group, My Groups, Create a Group and Find a Group.
// Starting a group while another is studied asks first, in one dialog for the whole page.
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStartGroup } from '../hooks/use-start-group';
import { withValues } from '../utils/group-labels';
import { CreateGroupForm } from './create-group-form';
import { MyGroups } from './my-groups';
import { SearchGroups } from './search-groups';

export function StudyGroupsPage() {
  const starter = useStartGroup();
  const { current, asking } = starter;

  return (
    <div className="page-body groups-page">
      <header className="groups-header">
        <h1>{messages.groupsTitle}</h1>
        <p>{messages.groupsIntro}</p>
      </header>
      {current ? (
        <section className="groups-current" aria-labelledby="groups-current-text">
          <p id="groups-current-text" className="groups-current__text">
            {withValues(messages.groupsCurrently, { name: current.name })}
          </p>
          <Button icon={<LogoutOutlined aria-hidden />} onClick={starter.leave}>
            {messages.groupsLeave}
          </Button>
        </section>
      ) : null}
      <div className="groups-columns">
        <MyGroups starter={starter} />
        <div className="groups-side">
          <CreateGroupForm />
          <SearchGroups starter={starter} />
        </div>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={messages.groupsStartTitle}
        confirmLabel={messages.warningYes}
        cancelLabel={messages.warningNo}
        onConfirm={starter.confirm}
        onClose={starter.cancel}
      >
        <p>{withValues(messages.groupStartConfirm, { current: current?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
