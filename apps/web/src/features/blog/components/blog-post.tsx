// One blog post: title, date and tags, image, HTML content, and the way back to the list.
import { Link } from 'react-router';
import { LeftOutlined } from '@ant-design/icons';
import type { Blog } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { HtmlContent } from '../../../components/html-content';
import { BlogMeta } from './blog-meta';
import '../../../styles/blog.css';

export function BlogPost({ post }: { post: Blog }) {
  return (
    <article className="blog-post">
      <Link to="/blog" className="back-link">
        <LeftOutlined aria-hidden="true" /> {messages.blogBack}
      </Link>
      <h1>{post.title}</h1>
      <BlogMeta publishedAt={post.published_at} tags={post.tags} />
      {post.image ? (
        <img className="blog-post__image" src={post.image} alt="" width={1200} height={630} />
      ) : null}
      <HtmlContent html={post.content} className="blog-post__content" />
    </article>
  );
}
