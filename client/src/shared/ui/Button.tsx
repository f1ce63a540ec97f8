import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'large' | 'small';
  /** Icon before the label (decorative: the label names the button). */
  icon?: ReactNode;
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    icon,
    block = false,
    className,
    children,
    type = 'button',
    ...props
  },
  ref,
) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={type} className={classes} {...props}>
      {icon && <span className="btn__icon">{icon}</span>}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (and tooltip) of an icon-only button. */
  label: string;
  icon: ReactNode;
  variant?: 'plain' | 'outlined' | 'filled' | 'success' | 'warning' | 'info';
  size?: 'small' | 'medium';
  /** Extra tooltip text, e.g. why the button is disabled. */
  tooltip?: string;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'plain', size = 'medium', tooltip, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={tooltip ?? label}
      className={['icon-btn', `icon-btn--${variant}`, `icon-btn--${size}`, className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {icon}
    </button>
  );
});
