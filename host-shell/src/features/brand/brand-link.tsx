import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BrandTarget } from 'shared-contracts';
import { usePreloadOnIntent } from '../remotes';
import { useBrand } from './brand-context';

interface BrandLinkProps {
  target: BrandTarget;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  /** When the visible content is not the link's name (an icon with a badge). */
  ariaLabel?: string;
}

/**
 * A link to a place in any brand: a router <Link> inside this brand (its remote page preloads on
 * hover, focus or touch), a plain <a> across brands.
 */
export function BrandLink({ target, className, children, onClick, ariaLabel }: BrandLinkProps) {
  const link = useBrand().linkTo(target);
  const intent = usePreloadOnIntent(link.kind === 'router' ? link.to : undefined);
  if (link.kind === 'router') {
    return (
      <Link to={link.to} className={className} onClick={onClick} aria-label={ariaLabel} {...intent}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
