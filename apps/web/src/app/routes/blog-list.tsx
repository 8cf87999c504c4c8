// /blog: the post list, its page number kept in the URL as ?page=N.
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../hooks/use-page-meta';
import { BlogList } from '../../features/blog/components/blog-list';
import { parsePageParam } from '../../features/blog/utils/page-param';

export default function BlogListRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  usePageMeta({ title: page > 1 ? `Blog - Page ${page}` : 'Blog' });

  const goToPage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
  };

  return (
    <div className="page-body">
      <header className="page-heading">
        <h1>Blog</h1>
        <p>Revision tips, exam technique and news from the team.</p>
      </header>
      <BlogList page={page} onPageChange={goToPage} />
    </div>
  );
}
