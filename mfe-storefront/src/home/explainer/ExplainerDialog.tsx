import type { KeyboardEvent } from 'react';
import {
  ArrowRightIcon,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  LinkButton,
  Modal,
  PauseIcon,
  PlayIcon,
} from '@mealbox/web-kit';
import { STEPS } from '../../how-it-works/how-it-works-content';
import { ORDER_PATH } from '../order-path';
import { EXPLAINER_SCENES } from './ExplainerScenes';
import { SLIDE_MS, useSlideshow } from './use-slideshow';
import styles from './ExplainerDialog.module.css';

/** How a step's segment of the progress bar reads: passed, filling while it plays, held when paused, or to come. */
function segmentState(position: number, current: number, playing: boolean) {
  if (position < current) return 'done';
  if (position > current) return 'ahead';
  return playing ? 'playing' : 'paused';
}

/**
 * The home hero's 'Play Video': how Mealbox works in four captioned steps (the How it Works page's own words),
 * each with its animated picture. It plays on by itself like a short video and can be paused, stepped through
 * with the buttons or the arrow keys, and replayed; a visitor who asks for less motion steps through it by hand.
 * Our own artwork and words, served with the site: nothing from a video host.
 */
export function ExplainerDialog({ onClose }: { onClose: () => void }) {
  const [{ index, playing }, dispatch] = useSlideshow(STEPS.length);
  const step = STEPS[index]!;
  const Scene = EXPLAINER_SCENES[index]!;
  const last = STEPS.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') dispatch({ type: 'next' });
    else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="How Mealbox works"
      footer={
        <LinkButton to={ORDER_PATH} variant="accent" iconEnd={<ArrowRightIcon size={18} />}>
          Order Now
        </LinkButton>
      }
    >
      {/* The arrow keys step through wherever focus is inside the player. */}
      <div className={styles.player} onKeyDown={onKeyDown} data-testid="explainer">
        <div className={styles.stage}>
          <Scene key={index} />
        </div>
        <ol className={styles.steps} aria-label="Steps">
          {STEPS.map((each, position) => (
            <li key={each.title}>
              <button
                type="button"
                className={styles.stepButton}
                aria-current={position === index ? 'step' : undefined}
                aria-label={`Step ${position + 1}: ${each.title}`}
                onClick={() => dispatch({ type: 'go-to', index: position })}
              >
                <span
                  // Restarts with each step (and on play), filling over the step's time while it plays.
                  key={`${index}-${playing}`}
                  className={styles.fill}
                  data-state={segmentState(position, index, playing)}
                  style={{ animationDuration: `${SLIDE_MS}ms` }}
                />
              </button>
            </li>
          ))}
        </ol>
        <div className={styles.controls}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeftIcon size={18} />}
            aria-label="Previous step"
            aria-disabled={index === 0}
            onClick={() => dispatch({ type: 'previous' })}
          />
          <Button
            variant="secondary"
            size="sm"
            icon={playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            onClick={() => dispatch({ type: 'toggle-playing' })}
          >
            {playing ? 'Pause' : index === last ? 'Play again' : 'Play'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronRightIcon size={18} />}
            aria-label="Next step"
            aria-disabled={index === last}
            onClick={() => dispatch({ type: 'next' })}
          />
        </div>
        {/* Announced when changed by hand; while it plays on by itself, a live region would talk over the visitor. */}
        <div
          className={styles.caption}
          aria-live={playing ? 'off' : 'polite'}
          data-testid="explainer-caption"
        >
          <p className={styles.stepOf}>
            Step {index + 1} of {STEPS.length}
          </p>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </div>
      </div>
    </Modal>
  );
}
