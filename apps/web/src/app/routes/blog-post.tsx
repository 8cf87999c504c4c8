// /blog/{slug}: one post, or the not-found page when the API does not know it.
import { useParams } from 'react-router';
import { NotFound } from '../../components/not-found';
import { ErrorState, LoadingState } from '../../components/query-state';
import { usePageMeta } from '../../hooks/use-page-meta';
import { isNotFound } from '../../lib/api-client';
import { useBlog } from '../../features/blog/api/get-blog';
import { BlogPost } from '../../features/blog/components/blog-post';

export default function BlogPostRoute() {
  const { slug = '' } = useParams();
  const post = useBlog(slug);
  usePageMeta({
    title: post.data?.title,
    description: post.data?.meta_description ?? post.data?.extract,
    keywords: post.data?.meta_keywords,
  });

  if (post.isPending)
    return (
      <LoadingState
        label="blog post"
        rows={10}
        className="page-body page-body--narrow page-loading page-loading--top"
      />
    );
  if (post.isError) {
    if (isNotFound(post.error)) return <NotFound />;
    return (
      <div className="page-body page-body--narrow">
        <h1 className="visually-hidden">Blog post unavailable</h1>
        <ErrorState error={post.error} onRetry={() => void post.refetch()} what="this post" />
      </div>
    );
  }
  return (
    <div className="page-body page-body--narrow">
      <BlogPost post={post.data} />
    </div>
  );
}
