// A content console read (docs/admin.md, 'Content and terms' → 'Screens'): its loading state, its
// error state with Retry, or what it shows once the answer is there.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '../../../../components/query-state';

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** What is read: 'the blog posts'. */
  what: string;
  children: (data: Data) => ReactNode;
}

export function QueryView<Data>({ query, what, children }: QueryViewProps<Data>) {
  if (query.isPending) return <LoadingState label={what} />;
  if (query.isError) {
    return <ErrorState error={query.error} what={what} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
