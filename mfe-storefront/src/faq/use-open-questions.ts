import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@mealbox/web-kit/router';

/**
 * Which FAQ answers are open. A link to one question ('/faq#skip-pause-cancel', e.g. from the Help Centre) opens
 * it and scrolls it into view, so the link lands on the answer rather than on a closed list.
 */
export function useOpenQuestions(knownIds: ReadonlySet<string>) {
  const { hash } = useLocation();
  const target = decodeURIComponent(hash.slice(1));
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    knownIds.has(target) ? new Set([target]) : new Set(),
  );

  useEffect(() => {
    if (!knownIds.has(target)) return;
    setOpen((current) => (current.has(target) ? current : new Set([...current, target])));
    // After the answer is shown, so the scroll accounts for its height.
    requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }));
  }, [target, knownIds]);

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return { open, toggle };
}
