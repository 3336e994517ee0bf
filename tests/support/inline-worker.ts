import type { ReaderEvent } from '@machines/contact-import.reader';
import type { WorkerMessage } from '@/dashboard/contacts/import/import.worker';
import type { ImportSession } from '@/dashboard/contacts/import/import-session';
import type { LayoutReply, LayoutRequest } from '@/statecharts/layout.worker';

/**
 * jsdom has no Web Workers. This stands in for the two the app starts, the contacts import's
 * (`new Worker(..., { name: 'contacts-import' })`) and the statecharts layout's
 * (`statecharts-layout`), by running the worker's code in this thread: the same code, with
 * messages delivered a task later, as a worker's are.
 */
export class InlineImportWorker {
  onmessage: ((event: MessageEvent<ReaderEvent | LayoutReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private session: Promise<ImportSession> | null = null;
  private terminated = false;
  private readonly name: string;

  constructor(_url: URL | string, options?: WorkerOptions) {
    this.name = options?.name ?? '';
    if (this.name !== 'contacts-import' && this.name !== 'statecharts-layout') {
      throw new Error(`No stand-in for the worker "${this.name}" in jsdom.`);
    }
  }

  postMessage(message: WorkerMessage | LayoutRequest): void {
    setTimeout(() => {
      if (this.terminated) return;
      if ('graph' in message) {
        void this.layout(message);
        return;
      }
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

  /** ELK in this thread, as the layout worker runs it. */
  private async layout({ id, graph }: LayoutRequest): Promise<void> {
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    const reply: LayoutReply = await new ELK().layout(graph).then(
      (result) => ({ id, ok: true as const, result }),
      (error: unknown) => ({ id, ok: false as const, error: String(error) }),
    );
    if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<LayoutReply>);
  }

  terminate(): void {
    this.terminated = true;
  }
}
