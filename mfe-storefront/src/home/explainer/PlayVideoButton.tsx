import { lazy, Suspense, useState } from 'react';
import { Button, PlayIcon } from '@mealbox/web-kit';

// Loaded on the first press: the explainer's pictures and player cost a first visit nothing.
const ExplainerDialog = lazy(async () => ({ default: (await import('./ExplainerDialog')).ExplainerDialog }));

/** The hero's 'Play Video' (spec section 2): opens the four-step explainer. */
export function PlayVideoButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        icon={<PlayIcon size={20} />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Play Video
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ExplainerDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
