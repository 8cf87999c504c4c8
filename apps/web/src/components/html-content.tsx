// Renders authored HTML (page content, plan descriptions, testimonials, blog posts) after DOMPurify.
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

interface HtmlContentProps {
  html: string;
  className?: string;
}

export function HtmlContent({ html, className }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `html-content ${className}` : 'html-content'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
