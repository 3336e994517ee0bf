import type { ReaderEvent } from '@machines/contact-import.reader';
import type { WorkerMessage } from '@/dashboard/contacts/import/import.worker';
import type { ImportSession } from '@/dashboard/contacts/import/import-session';

/**
 * jsdom has no Web Workers. This stands in for the one the app starts, the contacts import's
 * (`new Worker(..., { name: 'contacts-import' })`), by running the worker's session in this
 * thread: the same code, with messages delivered a task later, as a worker's are.
 */
export class InlineImportWorker {
  onmessage: ((event: MessageEvent<ReaderEvent>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private session: Promise<ImportSession> | null = null;
  private terminated = false;

  constructor(_url: URL | string, options?: WorkerOptions) {
    if (options?.name !== 'contacts-import') {
      throw new Error(`No stand-in for the worker "${options?.name ?? ''}" in jsdom.`);
    }
  }

  postMessage(message: WorkerMessage): void {
    setTimeout(() => {
      if (this.terminated) return;
      if (message.type === 'start') {
        this.session = import('@/dashboard/contacts/import/import-session').then(
          ({ createImportSession }) =>
            createImportSession(message, (event) =>
              setTimeout(() => {
                if (!this.terminated)
                  this.onmessage?.({ data: event } as MessageEvent<ReaderEvent>);
              }),
            ),
        );
        return;
      }
      void this.session?.then((session) => session.handle(message));
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}
