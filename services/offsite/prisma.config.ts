import { servicePrismaConfig } from '@pinboard/db/prisma-config';

export default servicePrismaConfig('offsite');
