/** Injection token of the validated PinsConfig. */
export const PINS_CONFIG = Symbol('PINS_CONFIG');
