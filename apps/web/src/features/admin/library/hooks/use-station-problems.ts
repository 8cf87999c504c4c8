// The station editor's problems (docs/admin.md, 'The library' → 'Screens', 'Checks and problems'):
// the list above the tabs, each problem's message under its field, and a problem opened at its
// field on its tab.
import { useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import type { FileProblem } from '@osce/shared/stations/station-file';
import type { StationFormValues } from '../utils/station-form';
import { fieldNameOf, tabOfField, type EditorTab } from '../utils/station-form-problems';

export function useStationProblems(
  form: FormInstance<StationFormValues>,
  tab: EditorTab,
  setTab: (tab: EditorTab) => void,
) {
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const markedFields = useRef<(string | number)[][]>([]);

  // A tab draws its fields when first opened: the problems already found are put on them then.
  const problemsRef = useRef<FileProblem[]>([]);
  useEffect(() => {
    if (tab === 'yaml' || problemsRef.current.length === 0) return;
    const timer = setTimeout(() =>
      markFields(form, markedFields, problemsRef.current, form.getFieldsValue(true)),
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab]);

  /** Lists the problems and puts each on its field (`values`: the form's, to find anchors). */
  const showProblems = (found: FileProblem[], values: StationFormValues) => {
    markFields(form, markedFields, found, values);
    listProblems(found);
  };

  /** Lists the problems only: the YAML tab is open, their fields are put right when it closes. */
  const listProblems = (found: FileProblem[]) => {
    problemsRef.current = found;
    setProblems(found);
  };

  const openProblem = (problem: FileProblem) => {
    const name = fieldNameOf(problem.field, form.getFieldsValue(true));
    const target = tab === 'yaml' ? 'yaml' : tabOfField(problem.field);
    setTab(target);
    if (name && target !== 'yaml') {
      // After the tab has drawn.
      setTimeout(() => form.scrollToField(name, { block: 'center', focus: true }), 50);
    }
  };

  return { problems, showProblems, listProblems, openProblem };
}

/** Puts each problem's message on its field, clearing the ones marked before. */
function markFields(
  form: FormInstance<StationFormValues>,
  markedFields: { current: (string | number)[][] },
  found: FileProblem[],
  values: StationFormValues,
) {
  const cleared = markedFields.current.map((name) => ({ name, errors: [] as string[] }));
  const byName = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const problem of found) {
    const name = fieldNameOf(problem.field, values);
    if (!name) continue;
    const key = name.join('.');
    const entry = byName.get(key) ?? { name, errors: [] };
    entry.errors.push(problem.message);
    byName.set(key, entry);
  }
  markedFields.current = [...byName.values()].map((e) => e.name);
  form.setFields([...cleared, ...byName.values()]);
}
