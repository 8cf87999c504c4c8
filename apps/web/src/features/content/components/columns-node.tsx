// A `content` node: one to three columns of HTML, stacked on small screens.
import type { PageNode } from '@osce/shared/api';
import { HtmlContent } from '../../../components/html-content';

export function ColumnsNode({ node }: { node: PageNode }) {
  const columns = node.content.slice(0, 3);
  return (
    <section className="content-node">
      {node.title ? <h2>{node.title}</h2> : null}
      <div className={`content-columns content-columns--${Math.max(columns.length, 1)}`}>
        {columns.map((html, index) => (
          <HtmlContent key={index} html={html} />
        ))}
      </div>
    </section>
  );
}
