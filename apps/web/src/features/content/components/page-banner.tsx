// The banner of a page-content record: the page's h1, subtitle and image; extra content below them.
import type { ReactNode } from 'react';

interface PageBannerProps {
  title: string;
  subtitle?: string | null;
  image?: string | null;
  children?: ReactNode;
  variant?: 'hero' | 'page';
}

export function PageBanner({
  title,
  subtitle,
  image,
  children,
  variant = 'page',
}: PageBannerProps) {
  return (
    <section className={`page-banner page-banner--${variant}`}>
      <div className="page-banner__inner">
        <div className="page-banner__text">
          <h1>{title}</h1>
          {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
          {children}
        </div>
        {image ? (
          <img
            className="page-banner__image"
            src={image}
            alt=""
            width={variant === 'hero' ? 1200 : 800}
            height={600}
            fetchPriority="high"
          />
        ) : null}
      </div>
    </section>
  );
}
