// A post's date (DD/MM/YYYY) and tags.
import { formatDisplayDate } from '@osce/shared/dates';

interface BlogMetaProps {
  publishedAt: string;
  tags: { name: string }[];
}

export function BlogMeta({ publishedAt, tags }: BlogMetaProps) {
  return (
    <div className="blog-meta">
      <time dateTime={publishedAt}>{formatDisplayDate(publishedAt)}</time>
      {tags.length > 0 ? (
        <ul className="blog-meta__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag.name} className="tag">
              {tag.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
