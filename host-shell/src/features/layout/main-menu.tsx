import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandLink, useBrand } from '../brand';
import { MenuGlyph } from './header-icons';
import styles from './main-menu.module.css';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';

/**
 * The brand's menu (docs/product.md §2). On small screens it folds behind a toggle button; from 992px it
 * is a row in the header. Links to other brands are full page loads (see BrandLink).
 */
export function MainMenu() {
  const { brand } = useBrand();
  const { pathname } = useLocation();
  // The panel is open for the page it was opened on: following a link closes it, so the new
  // page is not hidden behind it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  if (brand.menu.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <nav className={styles.nav} aria-label="Main" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <MenuGlyph open={open} />
        <VisuallyHidden>Menu</VisuallyHidden>
      </button>
      <ul id={listId} className={styles.list} data-open={open}>
        {brand.menu.map((item) => (
          <li key={item.label}>
            <BrandLink target={item.target} className={styles.link} onClick={() => setOpen(false)}>
              {item.label}
            </BrandLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
