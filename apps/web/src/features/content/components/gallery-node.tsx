// A `gallery` node: a title, an optional intro and a grid of captioned images.
import type { PageNode } from '@osce/shared/api';
import { HtmlContent } from '../../../components/html-content';

export function GalleryNode({ node }: { node: PageNode }) {
  const intro = node.content[0];
  return (
    <section className="content-node">
      {node.title ? <h2>{node.title}</h2> : null}
      {intro ? <HtmlContent html={intro} /> : null}
      <ul className="content-gallery">
        {node.assets.map((asset) => (
          <li key={asset.src}>
            <figure>
              <img src={asset.src} alt={asset.alt} width={400} height={300} loading="lazy" />
              {asset.caption ? <figcaption>{asset.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
