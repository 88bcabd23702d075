/**
 * Saves a text file produced in the browser (spec 02 §7: reports and templates are generated
 * locally, no server call). UTF-8, so accented Portuguese and Spanish text survives.
 */
export function downloadTextFile(fileName: string, text: string): void {
  downloadFile(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Saves any file made in the browser (the tools' PDF reports too) under `fileName`. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the blob is small.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
