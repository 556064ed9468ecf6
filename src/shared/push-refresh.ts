// What the service worker posts to open pages when a push arrives (they refresh the bell). A file
// of its own: the bell is part of the first screen and needs nothing else of notifications.ts.
export const PUSH_REFRESH_MESSAGE = 'notifications:refresh';
