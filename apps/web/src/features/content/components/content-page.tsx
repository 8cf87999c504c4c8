// One renderer for every page-content record: banner, intro, then its content blocks in order.
import type { ReactNode } from 'react';
import type { PageContent, PageNode } from '@osce/shared/api';
import { HtmlContent } from '../../../components/html-content';
import { AccordionNode } from './accordion-node';
import { ColumnsNode } from './columns-node';
import { GalleryNode } from './gallery-node';
import { PageBanner } from './page-banner';

function ContentNode({ node }: { node: PageNode }) {
  switch (node.type) {
    case 'accordion':
      return <AccordionNode node={node} />;
    case 'gallery':
      return <GalleryNode node={node} />;
    default:
      return <ColumnsNode node={node} />;
  }
}

interface ContentPageProps {
  page: PageContent;
  /** Rendered after the intro and before the blocks (spec order): the terms text on the terms page. */
  children?: ReactNode;
}

export function ContentPage({ page, children }: ContentPageProps) {
  return (
    <article className="content-page">
      <PageBanner title={page.title} subtitle={page.subtitle} image={page.image} />
      <div className="page-body">
        {page.content ? <HtmlContent html={page.content} className="content-intro" /> : null}
        {children}
        {page.nodes.map((node) => (
          <ContentNode key={node.id} node={node} />
        ))}
      </div>
    </article>
  );
}
