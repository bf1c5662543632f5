import { useId, type ReactNode } from 'react';

export interface StatusPageProps {
  art: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Extra help under the actions, e.g. popular links. */
  aside?: ReactNode;
}

/**
 * The layout of every page that says something went wrong (the shell's not-found, unavailable and route error
 * pages, checkout's /error): a friendly picture, what happened, a way on.
 */
export function StatusPage({ art, eyebrow, title, children, actions, aside }: StatusPageProps) {
  const titleId = useId();
  return (
    <section className="mb-status" aria-labelledby={titleId} data-testid="status-page">
      <div className="mb-container mb-status__inner">
        <div className="mb-status__art">{art}</div>
        <div className="mb-status__content">
          <p className="mb-eyebrow">{eyebrow}</p>
          <h1 id={titleId} className="mb-status__title">
            {title}
          </h1>
          <div className="mb-status__text">{children}</div>
          <div className="mb-status__actions">{actions}</div>
          {aside ? <div className="mb-status__aside">{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}
