// Import YAML (docs/admin.md, 'The library' → 'Screens'): one or several station files, each checked
// as `npm run stations:check` does; the server's problems are listed by file and field.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { isApiError } from '../../../../lib/api-client';
import { withValues } from '../../../../lib/with-values';
import { importStations, LIBRARY_KEY } from '../api/library-api';

export function ImportButton() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);

  const upload = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setBusy(true);
    try {
      const files = await Promise.all(
        [...list].map(async (file) => ({ name: file.name, yaml: await file.text() })),
      );
      const answer = await importStations(files);
      const count = answer.stations.length;
      message.success(withValues(text.imported, { count }));
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    } catch (error) {
      if (isApiError(error) && (error.errors.length || Object.keys(error.fields).length)) {
        setProblems([
          ...error.errors,
          ...Object.entries(error.fields)
            .filter(([field]) => !error.errors.some((line) => line.includes(field)))
            .map(([field, problem]) => `${field}: ${problem}`),
        ]);
      } else {
        message.error(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".yaml,.yml,application/yaml,text/yaml"
        multiple
        hidden
        aria-label={text.importStations}
        onChange={(event) => void upload(event.target.files)}
      />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {text.importStations}
      </Button>
      <Modal
        open={problems !== null}
        title={text.importStations}
        onCancel={() => setProblems(null)}
        onOk={() => setProblems(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert
          type="error"
          showIcon
          title={text.importFailed}
          description={
            <ul>
              {(problems ?? []).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          }
        />
      </Modal>
    </>
  );
}
