// Catalogue text is Markdown; the database holds HTML, cleaned by the repositories that write it.
// The renderer is shared with the station editor's preview (packages/shared/src/markdown.ts).
export { markdownToHtml } from '@osce/shared/markdown';
