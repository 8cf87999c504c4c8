// An `accordion` node: a title, an optional intro and collapsible questions (FAQs and the like).
// Native <details>: keyboard, screen readers and find-in-page work without any script, and the
// content pages need nothing from Ant Design (its runtime would cost them their speed score).
import type { PageNode } from '@osce/shared/api';
import { HtmlContent } from '../../../components/html-content';

export function AccordionNode({ node }: { node: PageNode }) {
  const intro = node.content[0];
  return (
    <section className="content-node">
      {node.title ? <h2>{node.title}</h2> : null}
      {intro ? <HtmlContent html={intro} /> : null}
      {node.accordions.length > 0 ? (
        <div className="content-accordion">
          {node.accordions.map((accordion, index) => (
            <details key={index} className="content-accordion__item">
              <summary className="content-accordion__title">{accordion.title}</summary>
              <HtmlContent html={accordion.content} className="content-accordion__body" />
            </details>
          ))}
        </div>
      ) : null}
    </section>
  );
}
