// My Stats' tabs, and the history view's: small WAI-ARIA tabs that wrap onto a second line on a
// phone, rather than antd's, which hide the tabs that do not fit behind a "more" menu (the three
// stats tabs have long names and counts that a member should see at a glance).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface StatsTabsProps<K extends string> {
  /** The tab list's name for screen readers. */
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (tab: K) => void;
  /** The active tab's content. */
  children: ReactNode;
}

export function StatsTabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: StatsTabsProps<K>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[targets[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    listRef.current?.querySelector<HTMLButtonElement>(`[id="${tabId(next.key)}"]`)?.focus();
  };

  return (
    <div className="stats-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="stats-tabs__list">
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'stats-tab stats-tab--active' : 'stats-tab'}
              onClick={() => onChange(tab.key)}
              onKeyDown={move}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(active)}
        tabIndex={0}
        className="stats-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
