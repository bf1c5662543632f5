import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClassName, type ButtonStyleProps } from './button-class';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyleProps & {
    /** Icon before the label (decorative). */
    icon?: ReactNode;
    /** Icon after the label (decorative), e.g. an arrow. */
    iconEnd?: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  iconEnd,
  className,
  children,
  type = 'button', // never submit a form by accident
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      {icon}
      {children}
      {iconEnd}
    </button>
  );
}
