import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@mealbox/web-kit/router';
import { buttonClassName, type ButtonStyleProps } from './button-class';

export type LinkButtonProps = LinkProps &
  ButtonStyleProps & {
    icon?: ReactNode;
    iconEnd?: ReactNode;
  };

/** A router link that looks like a button: navigation stays a link (middle-click, copy link, 'open in new tab'). */
export function LinkButton({
  variant,
  size,
  fullWidth,
  icon,
  iconEnd,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      {icon}
      {children}
      {iconEnd}
    </Link>
  );
}
