// The blog list: ten cards a page, paged through ?page=N, with loading, error and empty states.
import { BLOG_PAGE_SIZE } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';
import { BlogPagination } from './blog-pagination';
import '../../../styles/blog.css';

const EAGER_IMAGES = 3;

interface BlogListProps {
  page: number;
  onPageChange: (page: number) => void;
}

export function BlogList({ page, onPageChange }: BlogListProps) {
  const blogs = useBlogs(page);
  if (blogs.isPending)
    return <LoadingState label="blog posts" rows={8} className="page-loading--top" />;
  if (blogs.isError) {
    return (
      <ErrorState error={blogs.error} onRetry={() => void blogs.refetch()} what="the blog posts" />
    );
  }
  const { data, total, per_page: perPage } = blogs.data;
  if (total === 0) return <p className="empty-text">{messages.blogEmpty}</p>;
  if (data.length === 0) {
    // A page number past the end, from an old link or a hand-typed URL.
    return (
      <p className="empty-text">
        There are no posts on this page.{' '}
        <button type="button" className="link-button" onClick={() => onPageChange(1)}>
          Go to the latest posts
        </button>
      </p>
    );
  }
  return (
    <div aria-busy={blogs.isPlaceholderData}>
      <ul className="blog-list">
        {data.map((post, index) => (
          <li key={post.id}>
            <BlogCard post={post} eager={index < EAGER_IMAGES} />
          </li>
        ))}
      </ul>
      {total > (perPage || BLOG_PAGE_SIZE) ? (
        <BlogPagination page={page} pageCount={Math.ceil(total / (perPage || BLOG_PAGE_SIZE))} />
      ) : null}
    </div>
  );
}
