/** Search publishes no events: it only reads those of pins, boards and users. */
export const searchEvents = {};
