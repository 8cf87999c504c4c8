// One of the member's groups: its name, code and members, and what can be done with it: Start (or
// Studying and Leave Group for the current one), Rename for its creator, and Delete (creator) or
// Remove (anyone else), which wait while the group is being studied.
import { CaretRightFilled, DeleteOutlined, EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { messages } from '@osce/shared/messages';
import { groupDisplayName, type Group } from '@osce/shared/schemas/groups';
import { actionLabel, membersText, withValues } from '../utils/group-labels';

interface GroupRowProps {
  group: Group;
  /** It is the group this member is studying now. */
  current: boolean;
  joining: boolean;
  onStart: () => void;
  onLeave: () => void;
  onRename: () => void;
  onDelete: () => void;
}

export function GroupRow({
  group,
  current,
  joining,
  onStart,
  onLeave,
  onRename,
  onDelete,
}: GroupRowProps) {
  const name = groupDisplayName(group);
  const deleteWord = group.owner ? messages.groupsDelete : messages.groupsRemove;
  const reasonId = `group-${group.id}-busy`;
  const deleteButton = (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined aria-hidden />}
      disabled={group.studying}
      onClick={onDelete}
      aria-label={actionLabel(deleteWord, name)}
      aria-describedby={group.studying ? reasonId : undefined}
    >
      {deleteWord}
    </Button>
  );
  return (
    <li className="groups-row">
      <div className="groups-row__info">
        <h3 className="groups-row__name">{name}</h3>
        <p className="groups-row__meta">
          <span>{withValues(messages.groupsCode, { code: group.code })}</span>
          <span>{membersText(group.members)}</span>
          {group.owner ? <span>{messages.groupsOwner}</span> : null}
          {group.private ? <span>{messages.groupsPrivateTag}</span> : null}
        </p>
      </div>
      <div className="groups-row__actions">
        {current ? (
          <>
            <Tag color="green" className="groups-tag">
              {messages.groupsStudying}
            </Tag>
            <Button
              size="small"
              icon={<LogoutOutlined aria-hidden />}
              onClick={onLeave}
              aria-label={actionLabel(messages.groupsLeave, name)}
            >
              {messages.groupsLeave}
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            size="small"
            icon={<CaretRightFilled aria-hidden />}
            loading={joining}
            onClick={onStart}
            aria-label={actionLabel(messages.groupsStart, name)}
          >
            {messages.groupsStart}
          </Button>
        )}
        {group.owner ? (
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            onClick={onRename}
            aria-label={actionLabel(messages.groupsRename, name)}
          >
            {messages.groupsRename}
          </Button>
        ) : null}
        {group.studying ? (
          <>
            <Tooltip title={messages.groupBeingStudied}>
              <span className="groups-row__disabled">{deleteButton}</span>
            </Tooltip>
            <span id={reasonId} className="visually-hidden">
              {messages.groupBeingStudied}
            </span>
          </>
        ) : (
          deleteButton
        )}
      </div>
    </li>
  );
}
