import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, cx } from '@mealbox/web-kit';
import { initialsOf } from '../about/initials';
import { visibleSlides, wrapIndex } from './carousel';
import { TESTIMONIALS } from './testimonials';
import styles from './Testimonials.module.css';

/**
 * Two quotes side by side from 760px, one on phones. Both are always rendered and the stylesheet hides the second on
 * a phone, so the page's HTML is the same whatever the screen: the prerendered page (captured at one width) matches
 * the app's on every screen, and nothing moves when the app takes it over.
 */
const RENDERED = 2;

/**
 * Customer Testimonials (spec section 2): quotes with previous and next arrows. The arrows are labelled buttons
 * (Tab, Enter, Space), the arrow keys also move while focus is on them, and the quotes sit in a polite live
 * region, so a screen reader reads the quote that comes into view. Nothing moves on its own.
 */
export function Testimonials() {
  const slidesId = useId();
  const [start, setStart] = useState(0);
  const count = TESTIMONIALS.length;
  const slides = visibleSlides(TESTIMONIALS, start, RENDERED);
  const [first, second] = slides.map((slide) => slide.index);
  const move = (by: number) => setStart((current) => wrapIndex(current + by, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <section
      className={styles.section}
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
    >
      <div className="mb-container">
        <div className={styles.header}>
          <div>
            <p className="mb-eyebrow">What people say</p>
            <h2 id="testimonials-title" className={styles.title}>
              Customer Testimonials
            </h2>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous testimonial"
              aria-controls={slidesId}
              onClick={() => move(-1)}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next testimonial"
              aria-controls={slidesId}
              onClick={() => move(1)}
            >
              <ChevronRightIcon size={22} />
            </button>
          </div>
        </div>
        <div id={slidesId} className={styles.slides} aria-live="polite">
          {slides.map(({ item, index }, position) => (
            <figure
              key={item.id}
              className={cx(styles.slide, position > 0 && styles.wideOnly)}
              role="group"
              aria-roledescription="testimonial"
              aria-label={`${index + 1} of ${count}`}
              data-testid="testimonial"
            >
              <svg className={styles.mark} viewBox="0 0 48 36" aria-hidden="true" focusable="false">
                <path d="M0 36V21.6C0 9.6 6.4 2.4 19.2 0l2.4 5.6C14.4 7.6 11.2 11.6 10.8 18H20v18H0Zm28 0V21.6C28 9.6 34.4 2.4 47.2 0l.8 5.6C41.6 7.6 39.2 11.6 38.8 18H48v18H28Z" />
              </svg>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.avatar} aria-hidden="true">
                  {initialsOf(item.name)}
                </span>
                <span>
                  <strong className={styles.name}>{item.name}</strong>
                  <span className={styles.place}>{item.place}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
        <div className={styles.dots} aria-hidden="true">
          {TESTIMONIALS.map((item, index) => (
            <span
              key={item.id}
              className={cx(
                styles.dot,
                index === first && styles.dotOn,
                index === second && index !== first && cx(styles.dotOn, styles.wideOnly),
              )}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
