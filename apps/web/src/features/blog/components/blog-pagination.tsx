// Page links for the blog list: real links (?page=N), so each page can be opened, shared and
// crawled, with the current page marked for screen readers.
import { Link } from 'react-router';

interface BlogPaginationProps {
  page: number;
  pageCount: number;
}

const href = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

/** The pages to list: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function BlogPagination({ page, pageCount }: BlogPaginationProps) {
  return (
    <nav aria-label="Blog pages" className="blog-pagination">
      <ul className="pagination">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className="pagination__link" rel="prev">
              Previous
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className="pagination__link"
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} className="pagination__link" rel="next">
              Next
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
