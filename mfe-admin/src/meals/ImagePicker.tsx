import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, ImageIcon, MealImage, cx } from '@mealbox/web-kit';
import { OptionalMark } from '../components/OptionalMark';
import { IMAGE_TYPES } from './meal-form';
import styles from './ImagePicker.module.css';

interface ImagePickerProps {
  /** The meal's current picture (an edit), or undefined (a new meal). */
  currentSrc: string | undefined;
  file: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  /** What the photo is of: a meal unless told. */
  noun?: string;
}

/**
 * The photo field: what the meal shows now or the photo just chosen, a button to choose one (images only), and
 * the rules. A new meal without a photo gets generated artwork, so the photo stays optional (spec section 5).
 */
export function ImagePicker({ currentSrc, file, error, onChoose, noun = 'meal' }: ImagePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // A preview of the chosen file straight from the browser's memory; released when it changes or the form closes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentSrc;

  return (
    <div className={cx('mb-field', styles.picker)}>
      <label htmlFor={id} className="mb-field__label">
        Photo <OptionalMark />
      </label>
      <p id={hintId} className="mb-field__hint">
        JPEG, PNG, WebP or GIF, up to 5 MB. Without one, a new {noun} gets an illustration of its category.
      </p>
      {error ? (
        <p id={errorId} className="mb-field__error">
          <span>
            <span className="mb-visually-hidden">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
      <div className={styles.body}>
        <div className={styles.preview}>
          {shown ? (
            <MealImage
              src={shown}
              alt={preview ? 'The photo you chose' : `The ${noun}’s current photo`}
              eager
            />
          ) : (
            <div className={styles.empty}>
              <ImageIcon size={28} />
              <span>No photo yet</span>
            </div>
          )}
        </div>
        <div className={styles.controls}>
          <input
            ref={inputRef}
            id={id}
            name="image"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className={styles.input}
            aria-describedby={cx(hintId, error && errorId)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          />
          {file ? (
            <p className={styles.chosen}>
              <span className={styles.filename}>{file.name}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  if (inputRef.current) inputRef.current.value = '';
                  onChoose(null);
                }}
              >
                Don’t use this photo
              </Button>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
