// A link that looks like the primary (or default) button. Plain markup and CSS, so the pages that
// need nothing else from Ant Design (the home page above all) do not load its runtime for it.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
  block?: boolean;
  className?: string;
  'aria-label'?: string;
}

export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'middle',
  block = false,
  className,
  'aria-label': ariaLabel,
}: ButtonLinkProps) {
  const classes = [
    'button',
    `button--${variant}`,
    size === 'large' ? 'button--large' : '',
    block ? 'button--block' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
