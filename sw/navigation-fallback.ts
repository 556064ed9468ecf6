/// <reference lib="webworker" />
// Every page navigation is answered with the precached index.html, so a deep link such as
// /equipment/… opens without a network and the client router takes it from there.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation-denylist';

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));
