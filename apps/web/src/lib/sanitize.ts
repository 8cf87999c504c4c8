// Content HTML is sanitised by the server on write and again here on render (docs/content.md, 'Implementation').
import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Authored links that open a new tab must not hand the opener to the other site.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
