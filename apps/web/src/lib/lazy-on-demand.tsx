// Components that are not on screen when a page first renders (dialogs) load on demand, so that a
// route's initial JavaScript holds only what it shows (docs/performance.md). Once the page is
// idle the chunks are fetched in the background, so opening a dialog is still instant.
import { Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useFocusReturn } from '../components/focus';
import { alEstarInactivo } from './tras-pintar';

export interface OnDemand<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/** `React.lazy` for a component, with a `preload` that starts (once) the same download. */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed download (network) is forgotten, so that the next attempt fetches again.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return { Component: lazy(async () => ({ default: await preload() })), preload };
}

/** Fetches the given chunks once the browser is idle after the first render (pass a module-level list). */
export function usePreloadWhenIdle(items: readonly Pick<OnDemand<unknown>, 'preload'>[]): void {
  useEffect(() => alEstarInactivo(() => items.forEach((i) => void i.preload().catch(() => undefined))), [items]);
}

/**
 * Mounts its children from the first time `open` is true and keeps them mounted afterwards (so a
 * dialog can play its closing animation); nothing is rendered, and nothing loaded, before that. When
 * it closes, the focus goes back to the control that opened it (components/focus.ts).
 */
export function MountWhenOpened({
  open,
  visible = open,
  children,
}: {
  open: boolean;
  /** Whether the dialog is on screen, when it differs from `open` (a dialog kept mounted between openings). */
  visible?: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  useFocusReturn(visible);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
