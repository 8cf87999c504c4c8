// Catalogue text is Markdown; the database holds sanitised HTML.
import { marked } from 'marked';
import { sanitizeContentHtml } from '../lib/sanitize.ts';

export function markdownToHtml(markdown: string): string {
  return sanitizeContentHtml(marked.parse(markdown, { async: false, gfm: true }));
}
