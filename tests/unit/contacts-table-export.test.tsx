import { expect, it, vi } from 'vitest';
import { xlsxBlob } from '@/dashboard/contacts/download';
import { contactsToRows } from '@/domain/csv';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';

/**
 * A workbook of a thousand contacts or more is compressed in workers made from blob: URLs. Where
 * the page's Content-Security-Policy refuses them, the writer would wait for ever: here it never
 * finishes, as it does then, and the page reports the refusal.
 */
vi.mock('write-excel-file/browser', () => ({
  default: () => ({ toBlob: () => new Promise<Blob>(() => {}) }),
}));

const refusal = (effectiveDirective: string) =>
  Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI: 'blob' });

it('fails the workbook when the page refuses its workers, instead of waiting for ever', async () => {
  let failure: unknown = null;
  xlsxBlob(contactsToRows(SAMPLE_CONTACTS)).catch((error: unknown) => {
    failure = error;
  });
  // Another directive's refusal (an image, say) is not the workbook's.
  document.dispatchEvent(refusal('img-src'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(failure).toBeNull();
  // The writer is fetched first; the refusal counts from then on.
  await vi.waitFor(() => {
    document.dispatchEvent(refusal('worker-src'));
    expect(failure).toBeInstanceOf(Error);
  });
  expect(String(failure)).toContain('refused a worker from blob');
});
