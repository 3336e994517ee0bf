/**
 * Saves text as a file through a temporary link. The byte-order mark lets spreadsheet apps
 * read UTF-8 names (Ɛfua, Kɔfi) correctly; the CSV reader skips it on the way back in.
 */
export function downloadText(fileName: string, mimeType: string, content: string): void {
  const blob = new Blob(['\uFEFF', content], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
