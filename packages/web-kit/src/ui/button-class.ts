import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /**
   * primary: the page's main action; accent: the call to buy; secondary: outlined; ghost: text-like; inverse: on
   * dark; danger: an action that takes something away (deactivate, delete), usually in a confirmation.
   */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** One set of classes for <button> and link-styled-as-button, so both look and behave alike. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps,
  extra?: string,
): string {
  return cx(
    'mb-button',
    `mb-button--${variant}`,
    `mb-button--${size}`,
    fullWidth && 'mb-button--full',
    extra,
  );
}
