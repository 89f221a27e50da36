/** How the ads manager names the API's values. */
import type { AdAccountRole, EntityStatus, OBJECTIVE_TYPES } from '@pinboard/contracts/web';

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

/** What each ad account role may do, as the people page says it. */
export const ROLES: Record<AdAccountRole, { label: string; can: string }> = {
  ADMIN: { label: 'Admin', can: 'Everything, including who has access' },
  CAMPAIGN_MANAGER: { label: 'Campaign manager', can: 'Create and change campaigns, ad groups and ads' },
  ANALYST: { label: 'Analyst', can: 'See campaigns and reporting' },
  FINANCE_MANAGER: { label: 'Finance manager', can: 'See campaigns and reporting, change billing' },
  AUDIENCE_MANAGER: { label: 'Audience manager', can: 'See campaigns and reporting' },
};
