import { Link } from 'react-router-dom';
import { useBrand } from '../brand';
import styles from './toast-region.module.css';
import { useToasts } from './use-toasts';

/** An href a remote built with brandHref(), as a path for this router, or null if it leads elsewhere. */
export function routerPath(href: string, basename: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  if (!basename) return href;
  if (href === basename) return '/';
  if (href.startsWith(`${basename}/`) || href.startsWith(`${basename}?`))
    return href.slice(basename.length) || '/';
  return null;
}

/**
 * The toasts at the top right (docs/product.md §2 widget 7). The live region is always in the page, so
 * screen readers announce a toast the moment it is added.
 */
export function ToastRegion() {
  const { toasts, dismiss } = useToasts();
  const { location } = useBrand();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => {
        const to = toast.link ? routerPath(toast.link.href, location.basename) : null;
        return (
          <div key={toast.id} className={styles.toast} data-kind={toast.kind}>
            <p className={styles.message}>{toast.message}</p>
            {toast.link &&
              (to ? (
                <Link to={to} className={styles.link} onClick={() => dismiss(toast.id)}>
                  {toast.link.label}
                </Link>
              ) : (
                <a href={toast.link.href} className={styles.link}>
                  {toast.link.label}
                </a>
              ))}
            <button
              type="button"
              className={styles.close}
              aria-label="Dismiss"
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
