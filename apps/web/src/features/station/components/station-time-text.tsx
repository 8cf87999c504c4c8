// The station time text (docs/station-run.md, 'Constants'): the total (station + question minutes), and
// each stem task with its share of its area's minutes.
import { messages } from '@osce/shared/messages';
import { stationTimeText, formatMinutes, type PhaseMinutes } from '@osce/shared/stations/timing';
import type { StationInfo } from '../types';
import { minutesText } from '../utils/phase-labels';

interface StationTimeTextProps {
  minutes: PhaseMinutes;
  tasks: StationInfo['stem_tasks'];
}

export function StationTimeText({ minutes, tasks }: StationTimeTextProps) {
  const time = stationTimeText(minutes, tasks);
  return (
    <div className="station-time">
      <p className="station-time__total">
        {messages.stationTime.replace('{minutes}', minutesText(formatMinutes(time.totalMinutes)))}
      </p>
      {tasks.length > 0 ? (
        <>
          <h3 className="station-subheading">{messages.stationTasks}</h3>
          <ol className="station-tasks">
            {time.perTask.map((task) => (
              <li key={task.index}>
                <span>{tasks[task.index]?.task}</span>{' '}
                <span className="station-tasks__minutes">
                  ({messages.stationTaskTime.replace('{minutes}', minutesText(task.minutesText))})
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
