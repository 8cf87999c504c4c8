// The station editor (docs/admin.md, 'The library' → 'Screens'): the form for every field of the
// station file in tabs and the YAML tab of the same station, kept one station; the checks of
// `npm run stations:check` run before a save and the server's 422 problems shown at their fields;
// the stale revision's 409 with Reload; the unsaved-changes guard. The tabs are
// station-editor-tabs.tsx (a file per tab), the problems' bookkeeping use-station-problems.ts, the
// heading and its actions station-editor-toolbar.tsx, the draft's preview station-preview-dialog.tsx.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Popconfirm } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { isApiError } from '../../../../lib/api-client';
import { withValues } from '../../../../lib/with-values';
import { createStation, LIBRARY_KEY, saveStation, type LibraryStation } from '../api/library-api';
import { useStationProblems } from '../hooks/use-station-problems';
import {
  fromFormValues,
  stationToYaml,
  toFormValues,
  yamlToStation,
  type StationFormValues,
} from '../utils/station-form';
import { checkStation, problemsFromAnswer, type EditorTab } from '../utils/station-form-problems';
import { ProblemsList } from './problems-list';
import { StationEditorTabs } from './station-editor-tabs';
import { StationEditorToolbar } from './station-editor-toolbar';
import {
  StationPreviewDialog,
  type PreviewRole,
  type RenderStationPreview,
  type StationPreview,
} from './station-preview-dialog';
import { UnsavedGuard } from './unsaved-guard';

// The page (app/) names the preview's type by the editor it hands it to.
export type { RenderStationPreview } from './station-preview-dialog';

interface StationEditorProps {
  /** The saved station, or null for a new one (started from `template`). */
  loaded: LibraryStation | null;
  template?: Record<string, unknown>;
  renderPreview?: RenderStationPreview;
  /** Load the latest revision again (after a 409, a restore): the editor starts afresh. */
  onReload: () => void;
}

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
  const baseline = useRef(normalised(initialStation));
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const [tab, setTab] = useState<EditorTab>('station');
  const [yamlText, setYamlText] = useState('');
  const [yamlError, setYamlError] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<StationPreview | null>(null);
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

  const { problems, showProblems, listProblems, openProblem } = useStationProblems(
    form,
    tab,
    setTab,
  );

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
    listProblems(checked.ok ? [] : checked.problems);
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

  const reload = () => {
    markDirty(false);
    onReload();
  };

  return (
    <div className="library-editor">
      <StationEditorToolbar
        loaded={loaded}
        revision={revision}
        dirty={dirty}
        saving={saving}
        onSave={() => void save()}
        onPreview={renderPreview ? openPreview : undefined}
        onReload={reload}
      />

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
        <StationEditorTabs
          tab={tab}
          onChange={changeTab}
          isNew={isNew}
          problems={problems}
          yaml={{ value: yamlText, error: yamlError, onChange: onYamlChange }}
        />
      </Form>

      {renderPreview ? (
        <StationPreviewDialog
          preview={preview}
          renderPreview={renderPreview}
          onClose={() => setPreview(null)}
        />
      ) : null}
      <UnsavedGuard dirty={() => dirtyRef.current} />
    </div>
  );
}
