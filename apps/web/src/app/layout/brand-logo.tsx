// The brand mark and name, linking home.
import { Link } from 'react-router';
import { getBrand } from '../../lib/brand';

interface BrandLogoProps {
  className?: string;
}

export function BrandLogo({ className = 'brand-logo' }: BrandLogoProps) {
  return (
    <Link to="/" className={className}>
      <img className="brand-logo__mark" src="/images/logo.svg" alt="" width={32} height={32} />
      <span className="brand-logo__name">{getBrand()}</span>
    </Link>
  );
}
