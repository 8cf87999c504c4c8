// A Markdown textarea with its live preview side by side (docs/admin.md, 'Content and terms' →
// 'Screens'). The preview is rendered by the server with the renderer and sanitiser the stored
// text goes through, then shown by HtmlContent as the public pages show it: what the editor sees
// is what visitors will see.
import { useEffect, useId, useState } from 'react';
import { Input } from 'antd';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import { HtmlContent } from '../../../../components/html-content';
import { usePreview } from '../api/content-api';

interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** The field's label, for the preview region's name. */
  label: string;
  rows?: number;
  'aria-invalid'?: boolean | 'true' | 'false';
}

const PREVIEW_DELAY_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MarkdownEditor({
  value,
  onChange,
  id,
  label,
  rows = 14,
  'aria-invalid': invalid,
}: MarkdownEditorProps) {
  const markdown = value ?? '';
  const previewId = useId();
  return (
    <div className="content-md">
      <Input.TextArea
        id={id}
        className="content-md__write"
        value={markdown}
        aria-invalid={invalid}
        aria-describedby={previewId}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: rows, maxRows: 40 }}
        spellCheck
      />
      <MarkdownPreview id={previewId} markdown={markdown} label={label} />
    </div>
  );
}

export function MarkdownPreview({
  markdown,
  label,
  id,
}: {
  markdown: string;
  label: string;
  id?: string;
}) {
  const settled = useSettled(markdown, PREVIEW_DELAY_MS);
  const preview = usePreview(settled);
  return (
    <section id={id} className="content-md__preview" aria-label={`Preview of ${label}`}>
      {settled.trim() === '' ? (
        <p className="content-md__empty">{text.previewEmpty}</p>
      ) : preview.isError ? (
        <p role="alert">{preview.error.message}</p>
      ) : (
        <HtmlContent html={preview.data?.html ?? ''} />
      )}
    </section>
  );
}
