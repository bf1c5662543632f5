import type { ReactNode } from 'react';
import { cx } from './class-names';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  tone?: AlertTone;
  title: ReactNode;
  children?: ReactNode;
  /** A way out, e.g. a 'Try again' button. */
  action?: ReactNode;
  className?: string;
}

const ICONS = { error: AlertIcon, warning: AlertIcon, info: InfoIcon, success: CheckIcon } as const;

/** Errors interrupt (role=alert); other tones are announced politely (role=status). */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      className={cx('mb-alert', `mb-alert--${tone}`, className)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon className="mb-alert__icon" size={22} />
      <div className="mb-alert__body">
        <p className="mb-alert__title">{title}</p>
        {children ? <div className="mb-alert__text">{children}</div> : null}
        {action ? <div className="mb-alert__action">{action}</div> : null}
      </div>
    </div>
  );
}
