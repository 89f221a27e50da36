import type { ResourceDef } from './resource-action.js';
import { boardFeedResource } from './board-feed.resource.js';
import { boardResource } from './board.resource.js';
import { boardsResource } from './boards.resource.js';
import { pinResource } from './pin.resource.js';
import { repinResource } from './repin.resource.js';
import { userHomefeedResource } from './user-homefeed.resource.js';
import { userRegisterResource } from './user-register.resource.js';
import { userSessionResource } from './user-session.resource.js';
import { userResource } from './user.resource.js';

/** Every resource the gateway answers, by name. A Map: no prototype keys like "constructor". */
export const resourceRegistry: ReadonlyMap<string, ResourceDef> = new Map(
  [
    userRegisterResource,
    userSessionResource,
    userResource,
    boardResource,
    boardsResource,
    pinResource,
    repinResource,
    userHomefeedResource,
    boardFeedResource,
  ].map((r) => [r.name, r]),
);
