/** The feed service announces nothing: it only listens (pins, boards and users events). */
export const feedEvents = {};
