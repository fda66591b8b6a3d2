import type { CSSProperties } from 'react';
import { classNames } from '../internal/class-names';
import styles from './skeleton.module.css';

export interface SkeletonTextProps {
  /** How many lines of text it stands for. Default 1. */
  lines?: number;
  /** Width of the last line when there are several, as a CSS length. Default 60%. */
  lastLineWidth?: string;
  className?: string;
}

/**
 * Stands in for text: each line is one line box of the font it sits in, so put it where the
 * text will be (inside the heading or paragraph's container) and the height matches. Hidden
 * from screen readers; mark the loading region with aria-busy instead.
 */
export function SkeletonText({ lines = 1, lastLineWidth = '60%', className }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  const style = { '--skeleton-last-line': lastLineWidth } as CSSProperties;
  return (
    <span
      className={classNames(styles.text, className)}
      style={style}
      aria-hidden="true"
      data-skeleton="text"
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={classNames(styles.line, count > 1 && index === count - 1 && styles.lastLine)}
        />
      ))}
    </span>
  );
}

export interface SkeletonBlockProps {
  /** Width to height, as CSS aspect-ratio: `"4 / 3"`, `1`. Either this or `height`. */
  aspectRatio?: string | number;
  /** A fixed height (CSS length) when the content has one, for example a 44px button. */
  height?: string;
  /** Default 100% of the container. */
  width?: string;
  className?: string;
}

/** Stands in for an image, card or control of a known shape. Hidden from screen readers. */
export function SkeletonBlock({ aspectRatio, height, width, className }: SkeletonBlockProps) {
  const style: CSSProperties = { aspectRatio, height, width };
  return (
    <span
      className={classNames(styles.block, className)}
      style={style}
      aria-hidden="true"
      data-skeleton="block"
    />
  );
}
