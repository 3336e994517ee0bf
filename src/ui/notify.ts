import type * as ToasterExports from './toaster';
import type { Toast } from '@machines/toast';

type ToasterModule = typeof ToasterExports;

let loading: Promise<ToasterModule> | null = null;
const listeners = new Set<() => void>();
let loaded = false;

/** The toaster is not on the first page's critical path: it loads with the first toast. */
export function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then((module) => {
    loaded = true;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

export function notify(toast: Toast, sendAction?: (event: { type: string }) => void): void {
  void loadToaster().then((module) => module.showToast(toast, sendAction));
}

export const toasterLoaded = (): boolean => loaded;

export function onToasterLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
