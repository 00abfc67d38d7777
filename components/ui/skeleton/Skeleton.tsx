import type { CSSProperties } from 'react';
import styles from './skeleton.module.scss';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Renders this many text lines instead of one block; the last is shorter. */
  lines?: number;
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
}

/** A placeholder block with a soft shimmer; hidden from assistive tech (the page announces loading once). */
export function Skeleton({ width = '100%', height = '1em', lines, radius = 'sm', className }: SkeletonProps) {
  if (lines) {
    return (
      <div className={className} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={`${styles.block} ${styles.line}`}
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </div>
    );
  }
  return (
    <span
      className={`${styles.block} ${styles[radius]} ${className ?? ''}`}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** The one loading announcement a skeleton screen makes. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="visually-hidden">
      {label}
    </p>
  );
}
