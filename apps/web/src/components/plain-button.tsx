import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

// A button drawn by global.css (.plain-btn) to look like antd's, for the screens that must not load
// antd: the sign-in page, the cookie banner, the language switch and the route error screen.

export type PlainButtonKind = 'primary' | 'default' | 'text';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  kind?: PlainButtonKind;
  block?: boolean;
  /** Shows a spinner and ignores clicks (a submit does not fire), like antd's `loading`. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The class names of a plain button, also for links drawn as buttons. */
export function plainButtonClass(kind: PlainButtonKind = 'default', block = false): string {
  return `plain-btn plain-btn--${kind}${block ? ' plain-btn--block' : ''}`;
}

export function PlainButton({
  kind = 'default',
  block = false,
  loading = false,
  icon,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [plainButtonClass(kind, block), loading ? 'plain-btn--loading' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <LoadingIcon /> : icon}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </button>
  );
}

function LoadingIcon() {
  return (
    <span className="plain-btn__icon plain-btn__icon--spin" aria-hidden="true">
      <svg
        viewBox="0 0 1024 1024"
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
      >
        <path d="M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z" />
      </svg>
    </span>
  );
}

/**
 * A globe (outline, one meridian, three parallels) drawn like antd's GlobalOutlined at text size;
 * strokes instead of antd's 3 KB path keep the sign-in page's script small.
 */
export function GlobeIcon() {
  return (
    <span className="plain-btn__icon" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        focusable="false"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10.1" />
        <ellipse cx="12" cy="12" rx="4.3" ry="10.1" />
        <path d="M1.9 12h20.2M3.6 6.6h16.8M3.6 17.4h16.8" />
      </svg>
    </span>
  );
}
