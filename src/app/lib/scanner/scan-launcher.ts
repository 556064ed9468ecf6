// "Tara" anywhere (the dashboard's big button, the shell's scan button) opens the one scanner the
// shell holds: the screen asks, the shell's GlobalScan listens.
const listeners = new Set<() => void>();

export function openScanner(): void {
  for (const listener of listeners) listener();
}

export function onOpenScanner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
