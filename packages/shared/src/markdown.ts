// Markdown to HTML, the one renderer for authored text (docs/admin.md, 'The library'): the server
// renders station and catalogue files with it before sanitising (apps/server/src/seed/markdown.ts),
// and the station editor's live preview renders with it too, so what an editor sees is what the
// station screen shows. Pure: no sanitising here (the server cleans with sanitize-html, the browser
// again with DOMPurify).
import { marked } from 'marked';

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
