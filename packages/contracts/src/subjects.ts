/**
 * NATS subjects. Commands and queries: `<service>.<entity>.<verb>` (request-reply, queue group per
 * service). Events: past tense, published to JetStream stream DOMAIN_EVENTS (durable).
 */
export const Subjects = {
  users: {
    register: 'users.user.register',
    get: 'users.user.get',
    me: 'users.user.me',
    sessionCreate: 'users.session.create',
    sessionDelete: 'users.session.delete',
    health: 'users.health.check',
  },
  boards: {
    create: 'boards.board.create',
    get: 'boards.board.get',
    list: 'boards.board.list',
    /** Checks a user may read or write a board and returns it: used by pins before writing. */
    access: 'boards.board.access',
    health: 'boards.health.check',
  },
  pins: {
    create: 'pins.pin.create',
    get: 'pins.pin.get',
    repin: 'pins.pin.repin',
    homeFeed: 'pins.feed.home',
    boardFeed: 'pins.feed.board',
    health: 'pins.health.check',
  },
} as const;

export const Events = {
  userCreated: 'users.user.created',
  boardCreated: 'boards.board.created',
  pinCreated: 'pins.pin.created',
  pinSaved: 'pins.pin.saved',
} as const;
export type EventSubject = (typeof Events)[keyof typeof Events];

export const DOMAIN_EVENTS_STREAM = 'DOMAIN_EVENTS';
export const DOMAIN_EVENT_SUBJECTS: string[] = Object.values(Events);

/** Queue groups: one per service, so instances share the load. */
export const QueueGroups = {
  users: 'users',
  boards: 'boards',
  pins: 'pins',
} as const;

/** Redis keys shared between the users service (writer) and the gateway (reader). */
export const RedisKeys = {
  session: (token: string) => `session:${token}`,
  boardPicker: (userId: string) => `boards:picker:${userId}`,
} as const;
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
