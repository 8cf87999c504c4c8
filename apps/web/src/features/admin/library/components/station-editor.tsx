// The station editor (docs/admin.md, 'The library' → 'Screens'): a form for every field of the
// station file in tabs, a YAML tab of the same station, the checks of `npm run stations:check` run
// before a save and the server's 422 problems shown at their fields, the stale revision's 409 with
// Reload, revisions, export, retire, and a preview of the draft as each role sees it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Badge,
  Button,
  Dropdown,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Tabs,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import type { FileProblem, StationFileInput } from '@osce/shared/stations/station-file';
import { isApiError } from '../../../../lib/api-client';
import { withValues } from '../../../../lib/with-values';
import {
  createStation,
  exportStationYaml,
  LIBRARY_KEY,
  retireStation,
  saveStation,
  type LibraryStation,
} from '../api/library-api';
import {
  checkStation,
  fieldNameOf,
  fromFormValues,
  problemsFromAnswer,
  stationToYaml,
  tabOfField,
  toFormValues,
  yamlToStation,
  type EditorTab,
  type StationFormValues,
} from '../utils/station-form';
import { RevisionsDrawer } from './revisions-drawer';
import { ProblemsList } from './problems-list';
import {
  ExaminerFields,
  ExtrasFields,
  GeneralFields,
  MarkingFields,
  PatientFields,
  QuestionFields,
  StemFields,
} from './station-fields';
import { UnsavedGuard } from './unsaved-guard';

/** The roles a station can be previewed as (the station screen's, read-only). */
export const PREVIEW_ROLES = [
  { role: 'candidate-1', label: 'candidate' },
  { role: 'examiner', label: 'examiner' },
  { role: 'patient', label: 'patient' },
] as const;
export type PreviewRole = (typeof PREVIEW_ROLES)[number]['role'];

/** Draws the station screen for a draft (app/ composes it: features do not import each other). */
export type RenderStationPreview = (station: StationFileInput, role: PreviewRole) => ReactNode;

interface StationEditorProps {
  /** The saved station, or null for a new one (started from `template`). */
  loaded: LibraryStation | null;
  template?: Record<string, unknown>;
  renderPreview?: RenderStationPreview;
  /** Load the latest revision again (after a 409, a restore): the editor starts afresh. */
  onReload: () => void;
}

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

const normalised = (station: Record<string, unknown>) =>
  JSON.stringify(fromFormValues(toFormValues(station)));

export function StationEditor({ loaded, template, renderPreview, onReload }: StationEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StationFormValues>();
  const isNew = loaded === null;
  const initialStation = (loaded?.station ?? template ?? {}) as Record<string, unknown>;
  const [revision, setRevision] = useState(loaded?.revision ?? 0);
  const [retired, setRetired] = useState(loaded?.retired ?? false);
  const baseline = useRef(normalised(initialStation));
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const [tab, setTab] = useState<EditorTab>('station');
  const [yamlText, setYamlText] = useState('');
  const [yamlError, setYamlError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const markedFields = useRef<(string | number)[][]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [preview, setPreview] = useState<{
    station: StationFileInput;
    role: PreviewRole;
  } | null>(null);
  const number = loaded?.station.number ?? null;

  const markDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  };

  /** Replaces everything the form holds (a load, the YAML tab applied). */
  const setValues = (values: StationFormValues) => {
    form.resetFields();
    form.setFieldsValue(values);
  };

  useEffect(() => {
    setValues(toFormValues(initialStation));
    // Once, on mount: a reload mounts a new editor (see the page's key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const formStation = () => fromFormValues(form.getFieldsValue(true));

  /** The station as it stands: the form's, or the YAML tab's when that is open. */
  const currentStation = (): { ok: true; station: Record<string, unknown> } | { ok: false } => {
    if (tab !== 'yaml') return { ok: true, station: formStation() };
    const read = yamlToStation(yamlText, text.yamlNotStation);
    if (!read.ok) {
      setYamlError(withValues(text.yamlSyntax, { message: read.message }));
      return { ok: false };
    }
    return { ok: true, station: read.station };
  };

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

  const showProblems = (found: FileProblem[], values: StationFormValues) => {
    markFields(form, markedFields, found, values);
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

  const changeTab = (next: string) => {
    const to = next as EditorTab;
    if (to === tab) return;
    if (tab === 'yaml') {
      const read = yamlToStation(yamlText, text.yamlNotStation);
      if (!read.ok) {
        setYamlError(withValues(text.yamlSyntax, { message: read.message }));
        return;
      }
      const values = toFormValues(read.station);
      setValues(values);
      setYamlError(null);
      markDirty(normalised(read.station) !== baseline.current);
      const checked = checkStation(fromFormValues(values));
      showProblems(checked.ok ? [] : checked.problems, values);
    }
    if (to === 'yaml') {
      setYamlText(stationToYaml(formStation()));
      setYamlError(null);
    }
    setTab(to);
  };

  const onYamlChange = (value: string) => {
    setYamlText(value);
    const read = yamlToStation(value, text.yamlNotStation);
    if (!read.ok) {
      setYamlError(withValues(text.yamlSyntax, { message: read.message }));
      markDirty(true);
      return;
    }
    setYamlError(null);
    markDirty(normalised(read.station) !== baseline.current);
    const checked = checkStation(read.station);
    problemsRef.current = checked.ok ? [] : checked.problems;
    setProblems(problemsRef.current);
  };

  const save = async () => {
    setFailure(null);
    setStale(null);
    const current = currentStation();
    if (!current.ok) return;
    const values = toFormValues(current.station);
    const checked = checkStation(current.station);
    if (!checked.ok) {
      showProblems(checked.problems, values);
      message.error(withValues(text.checkFailed, { count: checked.problems.length }));
      return;
    }
    showProblems([], values);
    setSaving(true);
    try {
      const answer = isNew
        ? await createStation(current.station)
        : await saveStation(number!, current.station, revision);
      baseline.current = normalised(current.station);
      markDirty(false);
      setRevision(answer.revision);
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      const saved = answer.station?.number ?? checked.station.number;
      if (isNew) {
        message.success(withValues(text.created, { number: saved }));
        navigate(`/admin/stations/${saved}`, { replace: true });
      } else {
        message.success(withValues(text.saved, { number: saved, revision: answer.revision }));
      }
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const found = problemsFromAnswer(error.fields, error.errors, error.body);
        showProblems(found.length ? found : [{ field: '(file)', message: error.message }], values);
        message.error(withValues(text.checkFailed, { count: Math.max(found.length, 1) }));
      } else if (isApiError(error) && error.status === 409 && !isNew) {
        setStale(error.message);
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const openPreview = (role: PreviewRole) => {
    const current = currentStation();
    if (!current.ok) return;
    const checked = checkStation(current.station);
    if (!checked.ok) {
      showProblems(checked.problems, toFormValues(current.station));
      message.error(text.previewNeedsFix);
      return;
    }
    setPreview({ station: checked.station, role });
  };

  const download = async () => {
    try {
      const blob = await exportStationYaml(number!);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      const file = loaded?.file ?? `station-${String(number).padStart(3, '0')}.yaml`;
      link.download = file;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
      message.success(withValues(text.exported, { file }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const toggleRetired = async () => {
    try {
      await retireStation(number!, !retired);
      message.success(withValues(retired ? text.restored : text.retired, { number: number! }));
      setRetired(!retired);
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const reload = () => {
    markDirty(false);
    onReload();
  };

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
    <div className="library-editor">
      <div className="library-editor__head">
        <Space wrap align="center">
          <Typography.Title level={2} className="library-editor__title">
            {isNew
              ? text.newTitle
              : withValues(text.editTitle, { number: String(number).padStart(3, '0') })}
          </Typography.Title>
          {!isNew ? <Tag>revision {revision}</Tag> : null}
          {loaded?.source ? (
            <Tag color={loaded.source === 'console' ? 'blue' : 'default'}>
              {loaded.source === 'console' ? text.sourceConsole : text.sourceFile}
            </Tag>
          ) : null}
          {retired ? <Tag color="red">{text.retiredTag}</Tag> : null}
          {dirty ? <Tag>unsaved changes</Tag> : null}
        </Space>
        <Space wrap>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {isNew ? text.create : text.save}
          </Button>
          {renderPreview ? (
            <Dropdown
              menu={{
                items: PREVIEW_ROLES.map((r) => ({ key: r.role, label: `as ${r.label}` })),
                onClick: ({ key }) => openPreview(key as PreviewRole),
              }}
            >
              <Button>{text.previewAs} …</Button>
            </Dropdown>
          ) : null}
          {!isNew ? (
            <>
              <Button onClick={() => setRevisionsOpen(true)}>{text.revisions}</Button>
              <Button onClick={() => void download()}>{text.exportYaml}</Button>
              <Popconfirm
                title={withValues(retired ? text.restoreConfirm : text.retireConfirm, {
                  number: number!,
                })}
                onConfirm={() => void toggleRetired()}
              >
                <Button danger={!retired}>{retired ? text.restore : text.retire}</Button>
              </Popconfirm>
            </>
          ) : null}
        </Space>
      </div>

      {stale ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="library-alert"
          title={text.staleTitle}
          description={stale}
          action={
            <Popconfirm title={text.reloadConfirm} onConfirm={reload}>
              <Button>{text.reload}</Button>
            </Popconfirm>
          }
        />
      ) : null}
      {failure ? (
        <Alert type="error" showIcon role="alert" className="library-alert" title={failure} />
      ) : null}
      <ProblemsList problems={problems} onOpen={openProblem} />

      <Form
        form={form}
        layout="vertical"
        name="station-editor"
        onValuesChange={() => markDirty(normalised(formStation()) !== baseline.current)}
      >
        <Tabs
          activeKey={tab}
          onChange={changeTab}
          items={[
            pane('station', <GeneralFields isNew={isNew} />),
            pane('stem', <StemFields />),
            pane('patient', <PatientFields />),
            pane('examiner', <ExaminerFields />),
            pane('marking', <MarkingFields />),
            pane('questions', <QuestionFields />),
            pane('extras', <ExtrasFields />),
            {
              key: 'yaml',
              label: TAB_LABELS.yaml,
              children: (
                <div className="library-yaml">
                  <label htmlFor="station-yaml" className="library-yaml__label">
                    {text.yamlLabel}
                  </label>
                  <p className="library-yaml__help">{text.yamlHelp}</p>
                  <Input.TextArea
                    id="station-yaml"
                    value={yamlText}
                    spellCheck={false}
                    autoSize={{ minRows: 20, maxRows: 60 }}
                    status={yamlError ? 'error' : undefined}
                    aria-invalid={yamlError ? true : undefined}
                    aria-describedby="station-yaml-state"
                    onChange={(event) => onYamlChange(event.target.value)}
                  />
                  <p id="station-yaml-state" role="status" className="library-yaml__state">
                    {yamlError ?? (problems.length === 0 ? text.yamlOk : '')}
                  </p>
                </div>
              ),
            },
          ]}
        />
      </Form>

      {!isNew && number !== null ? (
        <RevisionsDrawer
          number={number}
          current={revision}
          open={revisionsOpen}
          onClose={() => setRevisionsOpen(false)}
          onRestored={() => {
            setRevisionsOpen(false);
            reload();
          }}
        />
      ) : null}
      {renderPreview ? (
        <Modal
          open={preview !== null}
          onCancel={() => setPreview(null)}
          footer={null}
          width="min(1240px, 100vw)"
          destroyOnHidden
          className="library-preview"
          title={
            preview
              ? withValues(text.previewTitle, {
                  number: preview.station.number,
                  role: PREVIEW_ROLES.find((r) => r.role === preview.role)!.label,
                })
              : ''
          }
        >
          {preview ? renderPreview(preview.station, preview.role) : null}
        </Modal>
      ) : null}
      <UnsavedGuard dirty={() => dirtyRef.current} />
    </div>
  );
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
