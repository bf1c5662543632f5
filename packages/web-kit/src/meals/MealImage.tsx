import { useState } from 'react';
import { cx } from '../ui/class-names';
import { PlateIcon } from '../ui/icons';

export interface MealImageProps {
  src: string;
  /** Empty when the meal's name is right next to the picture (it would only be read twice). */
  alt?: string;
  className?: string;
  /** Above-the-fold pictures load at once; the rest when scrolled near. */
  eager?: boolean;
}

/** A meal's picture at a fixed ratio, with a calm placeholder if it is missing or fails to load. */
export function MealImage({ src, alt = '', className, eager = false }: MealImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <div className={cx('mb-meal-image', className)}>
      {failed ? (
        <div
          className="mb-meal-image__placeholder"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <PlateIcon size={40} />
        </div>
      ) : (
        <img
          className="mb-meal-image__img"
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
