// The reference-data mirror (DESIGN.md §5, docs/offline.md), by concern:
//   mirror-status.ts  what the shell shows (served from the mirror, last refresh, download progress)
//   mirror-read.ts    reading: names resolved, outbox laid over; `withMirror` for hand-overs
//   mirror-sync.ts    the delta sync, the paged first download, `startMirrorSync`
// Screens read reference data through `@app/lib/reference-data`.
export { getMirrorStatus, subscribeMirrorStatus, type MirrorDownload, type MirrorStatus } from './mirror-status';
export {
  loadLookups,
  overlayPage,
  readMirror,
  readMirrorRow,
  resolveNames,
  withMirror,
  withNames,
  withOutboxOverlay,
  type Lookups,
} from './mirror-read';
export { clearMirror, onMirrorChange, startMirrorSync, syncMirrors, syncTable, type SyncSummary } from './mirror-sync';
