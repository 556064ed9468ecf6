/// <reference lib="webworker" />
// Every page navigation is answered from the precache: /login with the sign-in page's own document
// (login.html), every other page with index.html, so a deep link such as /equipment/… opens without
// a network and the client router takes it from there. The first matching route answers.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST, SIGN_IN_NAVIGATION } from './navigation-denylist';

registerRoute(new NavigationRoute(createHandlerBoundToURL('/login.html'), { allowlist: [...SIGN_IN_NAVIGATION] }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...NAVIGATION_DENYLIST] }));
