import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BrandTarget } from 'shared-contracts';
import { useBrand } from './brand-context';

interface BrandLinkProps {
  target: BrandTarget;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A link to a place in any brand: a router <Link> inside this brand, a plain <a> across brands. */
export function BrandLink({ target, className, children, onClick }: BrandLinkProps) {
  const link = useBrand().linkTo(target);
  if (link.kind === 'router') {
    return (
      <Link to={link.to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
