import { Inject } from '@nestjs/common';

/** The service's validated configuration (its own schema's output). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** The service's name: queue group, Postgres schema, subject prefix. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** `constructor(@InjectConfig() config: BoardsConfig)` */
export const InjectConfig = () => Inject(SERVICE_CONFIG);
