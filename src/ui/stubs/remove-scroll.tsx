import { forwardRef, useEffect, type ElementType, type ReactNode, type Ref } from 'react';

/**
 * Stands in for `react-remove-scroll` inside Radix's Dialog (scripts/csp-plugin.ts): while a dialog or
 * sheet is open the page behind it does not scroll. The original injects a `<style>` element per open
 * dialog, which the app's Content-Security-Policy (`style-src 'self'`, no 'unsafe-inline') refuses; this
 * sets the body's overflow through the CSSOM, which the policy allows. Nested dialogs share one lock.
 */
let locks = 0;
let overflowBefore = '';

function lock(): void {
  if (locks === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0) document.body.style.overflow = overflowBefore;
}

interface RemoveScrollProps {
  as?: ElementType;
  enabled?: boolean;
  children?: ReactNode;
  // Accepted and ignored: the body lock needs none of them.
  allowPinchZoom?: boolean;
  shards?: unknown;
  removeScrollBar?: boolean;
  noIsolation?: boolean;
  inert?: boolean;
  forwardProps?: boolean;
  [prop: string]: unknown;
}

export const RemoveScroll = forwardRef(function RemoveScroll(
  {
    as: As = 'div',
    enabled = true,
    children,
    allowPinchZoom: _allowPinchZoom,
    shards: _shards,
    removeScrollBar: _removeScrollBar,
    noIsolation: _noIsolation,
    inert: _inert,
    forwardProps: _forwardProps,
    ...rest
  }: RemoveScrollProps,
  ref: Ref<unknown>,
) {
  useEffect(() => {
    if (!enabled) return undefined;
    lock();
    return unlock;
  }, [enabled]);
  const Element = As;
  return (
    <Element {...rest} ref={ref}>
      {children}
    </Element>
  );
});
