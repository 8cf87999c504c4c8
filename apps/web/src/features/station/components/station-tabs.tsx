// The station's tabs (docs/station-run.md): Stem, Patient Script, Marking Guide,
// Approach Guide, Questions and Notes, each shown by role and phase (visibleTabs). Our own small
// WAI-ARIA tabs rather than antd's: on a phone antd hides the tabs that do not fit behind a "more"
// menu, and a member in Feedback Time would not see that the marking guide is there. These wrap.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '@osce/shared/messages';
import { STATION_TAB_LABELS, type StationTab } from '@osce/shared/stations/roles';

interface StationTabsProps {
  tabs: readonly StationTab[];
  active: StationTab;
  onChange: (tab: StationTab) => void;
  /** The active tab's content. */
  children: ReactNode;
}

export function StationTabs({ tabs, active, onChange, children }: StationTabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: StationTab) => `${id}-tab-${tab}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(active);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab);
    listRef.current?.querySelector<HTMLButtonElement>(`[id="${tabId(tab)}"]`)?.focus();
  };

  return (
    <div className="station-tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label={messages.stationTabsLabel}
        className="station-tabs__list"
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'station-tab station-tab--active' : 'station-tab'}
              onClick={() => onChange(tab)}
              onKeyDown={move}
            >
              {STATION_TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(active)}
        tabIndex={0}
        className="station-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
