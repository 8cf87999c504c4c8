// A Markdown field of the station editor with its live preview (docs/admin.md, 'The library' →
// 'Screens'): the text is rendered by the renderer the server stores stations with
// (@osce/shared/markdown) and shown through HtmlContent, the station screen's own sanitising
// renderer, so the preview is what members will see.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Input, Switch } from 'antd';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { markdownToHtml } from '@osce/shared/markdown';
import { HtmlContent } from '../../../../components/html-content';
import { withValues } from '../../../../lib/with-values';

interface MarkdownInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** The field's name as the label says it, for the preview's label. */
  label: string;
  rows?: number;
  /** Start with the preview shown (the stem). */
  previewFirst?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
}

export function MarkdownInput({
  value,
  onChange,
  id,
  label,
  rows = 4,
  previewFirst = false,
  'aria-invalid': invalid,
}: MarkdownInputProps) {
  const [showPreview, setShowPreview] = useState(previewFirst);
  const switchId = useId();
  return (
    <div className={showPreview ? 'md-input md-input--split' : 'md-input'}>
      <div className="md-input__write">
        <Input.TextArea
          id={id}
          value={value ?? ''}
          aria-invalid={invalid}
          onChange={(event) => onChange?.(event.target.value)}
          autoSize={{ minRows: rows, maxRows: 24 }}
        />
        <label className="md-input__toggle" htmlFor={switchId}>
          <Switch id={switchId} size="small" checked={showPreview} onChange={setShowPreview} />{' '}
          {text.markdownPreview}
        </label>
      </div>
      {showPreview ? <MarkdownPreview markdown={value ?? ''} label={label} /> : null}
    </div>
  );
}

export function MarkdownPreview({ markdown, label }: { markdown: string; label: string }) {
  // Typing stays quick on a long stem: the preview follows a moment behind.
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => markdownToHtml(deferred), [deferred]);
  return (
    <section
      className="md-input__preview"
      aria-label={withValues(text.markdownPreviewLabel, { field: label })}
    >
      <HtmlContent html={html} />
    </section>
  );
}
