import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * Logs a lost Redis connection once, and its return (ioredis reconnects by itself; without an error
 * listener it prints "Unhandled error event" at every attempt). `effect`: what fails meanwhile.
 */
export function watchRedis(redis: Redis, effect: string): void {
  const logger = new Logger('Redis');
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) logger.warn(`connection lost (${err.message}); ${effect} until it is back`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.log('connection back');
    down = false;
  });
}
