import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons, grouped in files by where they are used so that each group ships with the screens
 * that show it (one file of every icon would put all of them on the first load). Icons are inline SVG (24 × 24 grid, 2 px strokes, `currentColor`). They are decorative: the control
 * around them carries the accessible name, so every icon is `aria-hidden` and never focusable.
 * Size follows the surrounding font size (1.5em) unless `size` says otherwise.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

export function Icon({ size = '1.5em', children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
