// The tabs and what each shows (docs/station-run.md, 'Who may do what'): the stem with its
// tasks, the patient script, the marking guide (the marking form when the member marks), the
// approach guide, the questions (model answers from Feedback Time; the group examiner's from
// Question Time) and the notes; for a version 2 station also the Charts and Images and Examiner
// Brief tabs, each left out when it has nothing to show (docs/station-run.md, 'Version 2 stations
// on the station screen').
import type { ReactNode } from 'react';
import { messages } from '@osce/shared/messages';
import {
  canSeeAnswers,
  defaultTab,
  visibleTabs,
  type Role,
  type StationPhase,
  type StationTab,
} from '@osce/shared/stations/roles';
import { HtmlContent } from '../../../components/html-content';
import type { StationDetail } from '../types';
import { emptyTabs, shownDiagnosis, visibleArtefacts, visibleQuestions } from '../utils/version-2';
import { ApproachGuide } from './approach-guide';
import { ArtefactsList } from './artefacts-list';
import { MarkingGuideView } from './marking-guide-view';
import { NotesField } from './notes-field';
import { QuestionsList } from './questions-list';
import { StationTabs } from './station-tabs';

interface StationContentProps {
  detail: StationDetail;
  role: Role;
  phase: StationPhase;
  showAll: boolean;
  activeTab: StationTab;
  onTabChange: (tab: StationTab) => void;
  /** The marking form, when the member marks now; otherwise the guide is shown to read. */
  markingForm: ReactNode | null;
  notes: string;
  onNotesChange: (notes: string) => void;
  notesReadOnly: boolean;
}

/** The tab on screen: the chosen one while it is visible, else the role's default, else the first. */
export function shownTab(tabs: readonly StationTab[], chosen: StationTab, role: Role): StationTab {
  if (tabs.includes(chosen)) return chosen;
  const preferred = defaultTab(role);
  return tabs.includes(preferred) ? preferred : (tabs[0] ?? 'stem');
}

function Html({ html }: { html: string }) {
  return html.trim() === '' ? <p>{messages.stationNoContent}</p> : <HtmlContent html={html} />;
}

export function StationContent({
  detail,
  role,
  phase,
  showAll,
  activeTab,
  onTabChange,
  markingForm,
  notes,
  onNotesChange,
  notesReadOnly,
}: StationContentProps) {
  const tabs = visibleTabs(role, phase, showAll, emptyTabs(detail, role, phase, showAll));
  const active = shownTab(tabs, activeTab, role);
  const { station, station_components: components } = detail;

  let body: ReactNode;
  switch (active) {
    case 'stem':
      body = (
        <>
          <Html html={components.stem.content || station.stem.content} />
          {station.stem_tasks.length > 0 ? (
            <>
              <h3 className="station-subheading">{messages.stationTasks}</h3>
              <ol className="station-tasks">
                {station.stem_tasks.map((task, index) => (
                  <li key={index}>{task.task}</li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      );
      break;
    case 'artefacts':
      body = <ArtefactsList artefacts={visibleArtefacts(detail, role, phase, showAll)} />;
      break;
    case 'patient_script':
      body = <Html html={components.patient_scenario.content} />;
      break;
    case 'examiner_brief':
      body = <Html html={components.examiner_brief?.content ?? ''} />;
      break;
    case 'marking_guide':
      body = markingForm ?? (
        <MarkingGuideView
          guide={components.marking_guides}
          descriptors={components.global_descriptors}
        />
      );
      break;
    case 'approach_guide':
      body = (
        <ApproachGuide
          station={station}
          html={components.approach_guide.content}
          diagnosis={shownDiagnosis(station, role, phase, showAll)}
        />
      );
      break;
    case 'questions':
      body = (
        <QuestionsList
          questions={visibleQuestions(detail, role, phase, showAll)}
          showAnswers={canSeeAnswers(role, phase)}
        />
      );
      break;
    case 'notes':
      body = (
        <NotesField
          notes={notes}
          savedWithMark={role !== 'patient' && role !== 'observer'}
          onChange={onNotesChange}
          readOnly={notesReadOnly}
        />
      );
      break;
  }

  return (
    <StationTabs tabs={tabs} active={active} onChange={onTabChange}>
      {body}
    </StationTabs>
  );
}
