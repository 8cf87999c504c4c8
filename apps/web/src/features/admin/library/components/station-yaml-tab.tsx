// The station editor's YAML tab (docs/admin.md, 'The library' → 'Screens'): the same station as
// its file reads, edited as text; the editor reads it back and says here why it cannot.
import { Input } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';

export function StationYamlTab({
  value,
  error,
  problemCount,
  onChange,
}: {
  value: string;
  /** Why the YAML cannot be read, or null. */
  error: string | null;
  /** The checks' problems with the YAML as it stands. */
  problemCount: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="library-yaml">
      <label htmlFor="station-yaml" className="library-yaml__label">
        {text.yamlLabel}
      </label>
      <p className="library-yaml__help">{text.yamlHelp}</p>
      <Input.TextArea
        id="station-yaml"
        value={value}
        spellCheck={false}
        autoSize={{ minRows: 20, maxRows: 60 }}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby="station-yaml-state"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="station-yaml-state" role="status" className="library-yaml__state">
        {error ?? (problemCount === 0 ? text.yamlOk : '')}
      </p>
    </div>
  );
}
