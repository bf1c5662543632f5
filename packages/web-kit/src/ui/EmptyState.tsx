import type { ReactNode } from 'react';
import { PlateIcon } from './icons';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** What the customer can do next, e.g. 'Show all meals'. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
}

export function EmptyState({ title, children, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mb-empty">
      <div className="mb-empty__icon">{icon ?? <PlateIcon size={32} />}</div>
      <Heading className="mb-empty__title">{title}</Heading>
      {children ? <div className="mb-empty__text">{children}</div> : null}
      {action ? <div className="mb-empty__action">{action}</div> : null}
    </div>
  );
}
