// How many writes (requests other than GET and HEAD) this page has had answered, by the API client
// or by the outbox. A list's refresh under way whose request left after the last answered write
// holds every write this page knows of, so a caller may share it; one that left before is followed
// by one more run (offline/mirror-sync.ts).
let answered = 0;

export function noteWriteAnswered(): void {
  answered++;
}

export function writesAnswered(): number {
  return answered;
}
