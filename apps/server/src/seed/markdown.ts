// Catalogue text is Markdown; the database holds HTML, cleaned by the repositories that write it.
import { marked } from 'marked';

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
