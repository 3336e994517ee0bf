/** What a machine tells the person through a toast. Machines `emit` it; the view layer shows it. */
export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  title: string;
  description?: string;
  status: ToastStatus;
  /** An event the toast's action button sends back to the machine that emitted it (Undo). */
  action?: { label: string; event: { type: string } };
}

export interface ToastEmitted {
  type: 'toast';
  toast: Toast;
}

export const toastEvent = (toast: Toast): ToastEmitted => ({ type: 'toast', toast });
