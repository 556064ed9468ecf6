// Hands a file made on the device to the browser as a download under the given name.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
