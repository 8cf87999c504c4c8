// Sets the browser title ('{title} | {brand}') and the meta description/keywords of a page.
import { useEffect } from 'react';
import { pageTitle } from '@osce/shared/constants';
import { getBrand } from '../lib/brand';

interface PageMeta {
  /** Omit while the page's own title is still loading: the title then stays as it was. */
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
}

function setMeta(name: string, content: string | null | undefined): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  const previous = element.content;
  const meta = element;
  if (content) meta.content = content;
  return () => {
    if (created) meta.remove();
    else meta.content = previous;
  };
}

export function usePageMeta({ title, description, keywords }: PageMeta): void {
  useEffect(() => {
    if (title == null) return;
    document.title = pageTitle(title, getBrand());
  }, [title]);

  useEffect(() => {
    if (!description) return;
    return setMeta('description', description);
  }, [description]);

  useEffect(() => {
    if (!keywords) return;
    return setMeta('keywords', keywords);
  }, [keywords]);
}
