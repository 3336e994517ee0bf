/**
 * Stands in for `use-sync-external-store/shim` (see vite.config.ts): @xstate/react still imports
 * that shim for React 17, and React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
