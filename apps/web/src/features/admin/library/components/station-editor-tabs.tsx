// The station editor's tabs (docs/admin.md, 'The library' → 'Screens'): each tab's fields, the YAML
// tab, and on each label the count of the problems on its fields.
import type { ReactNode } from 'react';
import { Badge, Space, Tabs } from 'antd';
import type { FileProblem } from '@osce/shared/stations/station-file';
import { tabOfField, type EditorTab } from '../utils/station-form-problems';
import { ArtefactFields } from './artefact-fields';
import { ExaminerFields } from './examiner-fields';
import { GeneralFields } from './general-fields';
import { MarkingGuideFields } from './marking-guide-fields';
import { PatientScriptFields } from './patient-script-fields';
import { QuestionFields } from './question-fields';
import { StationYamlTab } from './station-yaml-tab';
import { StemFields } from './stem-fields';

const TAB_LABELS: Record<EditorTab, string> = {
  station: 'Station',
  stem: 'Stem',
  patient: 'Patient script',
  examiner: 'Examiner',
  marking: 'Marking guide',
  questions: 'Questions',
  extras: 'Artefacts',
  yaml: 'YAML',
};

interface StationEditorTabsProps {
  tab: EditorTab;
  onChange: (tab: string) => void;
  isNew: boolean;
  problems: FileProblem[];
  yaml: { value: string; error: string | null; onChange: (value: string) => void };
}

export function StationEditorTabs({
  tab,
  onChange,
  isNew,
  problems,
  yaml,
}: StationEditorTabsProps) {
  const countOn = (key: EditorTab) =>
    key === 'yaml' ? 0 : problems.filter((p) => tabOfField(p.field) === key).length;
  const tabLabel = (key: EditorTab) => {
    const count = countOn(key);
    return count ? (
      <Space size={6}>
        {TAB_LABELS[key]}
        <Badge count={count} size="small" aria-label={`${count} problem(s)`} />
      </Space>
    ) : (
      TAB_LABELS[key]
    );
  };
  const pane = (key: EditorTab, children: ReactNode) => ({
    key,
    label: tabLabel(key),
    children,
  });

  return (
    <Tabs
      activeKey={tab}
      onChange={onChange}
      items={[
        pane('station', <GeneralFields isNew={isNew} />),
        pane('stem', <StemFields />),
        pane('patient', <PatientScriptFields />),
        pane('examiner', <ExaminerFields />),
        pane('marking', <MarkingGuideFields />),
        pane('questions', <QuestionFields />),
        pane('extras', <ArtefactFields />),
        {
          key: 'yaml',
          label: TAB_LABELS.yaml,
          children: (
            <StationYamlTab
              value={yaml.value}
              error={yaml.error}
              problemCount={problems.length}
              onChange={yaml.onChange}
            />
          ),
        },
      ]}
    />
  );
}
