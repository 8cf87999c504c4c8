// An `accordion` node: a title, an optional intro and collapsible questions (FAQs and the like).
import { Collapse } from 'antd';
import type { PageNode } from '@osce/shared/api';
import { HtmlContent } from '../../../components/html-content';

export function AccordionNode({ node }: { node: PageNode }) {
  const intro = node.content[0];
  const items = node.accordions.map((accordion, index) => ({
    key: String(index),
    label: accordion.title,
    children: <HtmlContent html={accordion.content} />,
  }));
  return (
    <section className="content-node">
      {node.title ? <h2>{node.title}</h2> : null}
      {intro ? <HtmlContent html={intro} /> : null}
      {items.length > 0 ? <Collapse items={items} className="content-accordion" /> : null}
    </section>
  );
}
