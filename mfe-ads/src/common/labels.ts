/** How the ads manager names the API's values. */
import type { EntityStatus, OBJECTIVE_TYPES } from '@pinboard/contracts/web';

const STATUS: Record<EntityStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ARCHIVED: 'Archived',
  DRAFT: 'Draft',
};
export const statusLabel = (status: EntityStatus) => STATUS[status];

export type Objective = (typeof OBJECTIVE_TYPES)[number];

export const OBJECTIVES: Record<Objective, string> = {
  AWARENESS: 'Brand awareness',
  CONSIDERATION: 'Consideration',
  WEB_CONVERSION: 'Conversions',
  CATALOG_SALES: 'Catalog sales',
  VIDEO_COMPLETION: 'Video views',
};
export const objectiveLabel = (objective: Objective) => OBJECTIVES[objective];
