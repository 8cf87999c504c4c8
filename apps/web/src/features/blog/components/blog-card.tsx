// One post in the blog list: image, title linking to the post, extract, date and tags.
import { Link } from 'react-router';
import type { BlogSummary } from '@osce/shared/api';
import { BlogMeta } from './blog-meta';

interface BlogCardProps {
  post: BlogSummary;
  /** The first cards are in view at once: their images load right away, not lazily. */
  eager?: boolean;
}

export function BlogCard({ post, eager = false }: BlogCardProps) {
  return (
    <article className="blog-card">
      {post.image ? (
        <img
          className="blog-card__image"
          src={post.image}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : null}
      <div className="blog-card__body">
        <h2 className="blog-card__title">
          <Link to={`/blog/${post.slug}`}>{post.title}</Link>
        </h2>
        <BlogMeta publishedAt={post.published_at} tags={post.tags} />
        <p>{post.extract}</p>
      </div>
    </article>
  );
}
