// Find a Group: a code or nickname and Search; each result shows its name and members, and Join,
// or Joined and Start when the member is in it already (Studying for the current group).
import { useState } from 'react';
import { CaretRightFilled, SearchOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Button, Input, Tag } from 'antd';
import { messages } from '@osce/shared/messages';
import { GROUP_LIMITS, groupDisplayName } from '@osce/shared/schemas/groups';
import { useSearchGroups } from '../api/search-groups';
import type { StartGroup } from '../hooks/use-start-group';
import { actionLabel, membersText } from '../utils/group-labels';
import { startActionOf } from '../utils/group-study';

interface SearchGroupsProps {
  starter: StartGroup;
}

export function SearchGroups({ starter }: SearchGroupsProps) {
  const search = useSearchGroups();
  const [term, setTerm] = useState('');
  const [blank, setBlank] = useState(false);

  const run = () => {
    const wanted = term.trim();
    setBlank(wanted === '');
    if (wanted !== '') search.mutate(wanted);
  };

  let results = null;
  if (search.isSuccess && search.data.length === 0)
    results = <p className="empty-text">{messages.noGroupsFound}</p>;
  else if (search.isSuccess)
    results = (
      <ul className="groups-list" aria-label={messages.groupsSearchResults}>
        {search.data.map((group) => {
          const name = groupDisplayName(group);
          const action = startActionOf(group, starter.current);
          return (
            <li key={group.id} className="groups-row">
              <div className="groups-row__info">
                <h3 className="groups-row__name">{name}</h3>
                <p className="groups-row__meta">
                  <span>{membersText(group.members)}</span>
                  {group.private ? <span>{messages.groupsPrivateTag}</span> : null}
                </p>
              </div>
              <div className="groups-row__actions">
                {action === 'join' ? null : (
                  <Tag color="green" className="groups-tag">
                    {action === 'studying' ? messages.groupsStudying : messages.groupsJoined}
                  </Tag>
                )}
                {action === 'studying' ? null : (
                  <Button
                    type="primary"
                    size="small"
                    icon={
                      action === 'join' ? (
                        <UsergroupAddOutlined aria-hidden />
                      ) : (
                        <CaretRightFilled aria-hidden />
                      )
                    }
                    loading={starter.joiningId === group.id}
                    onClick={() => starter.start(group)}
                    aria-label={actionLabel(
                      action === 'join' ? messages.groupsJoin : messages.groupsStart,
                      name,
                    )}
                  >
                    {action === 'join' ? messages.groupsJoin : messages.groupsStart}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="groups-panel" aria-labelledby="groups-search-title">
      <h2 id="groups-search-title">{messages.groupsSearchTitle}</h2>
      <form
        className="groups-form"
        role="search"
        aria-labelledby="groups-search-title"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <label className="groups-field__label" htmlFor="group-search-term">
          {messages.groupsSearchLabel}
        </label>
        <div className="groups-form__row">
          <Input
            id="group-search-term"
            value={term}
            maxLength={GROUP_LIMITS.search}
            onChange={(event) => {
              setTerm(event.target.value);
              if (blank) setBlank(false);
            }}
            status={blank ? 'error' : undefined}
            aria-invalid={blank}
            aria-describedby={blank ? 'group-search-error' : undefined}
            autoComplete="off"
          />
          <Button
            htmlType="submit"
            icon={<SearchOutlined aria-hidden />}
            loading={search.isPending}
          >
            {messages.groupsSearch}
          </Button>
        </div>
        {blank ? (
          <p id="group-search-error" className="groups-field__error" role="alert">
            {messages.groupSearchRequired}
          </p>
        ) : null}
      </form>
      <div aria-live="polite">{results}</div>
    </section>
  );
}
