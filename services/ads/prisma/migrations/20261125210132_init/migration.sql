-- CreateEnum
CREATE TYPE "AdAccountRole" AS ENUM ('ADMIN', 'CAMPAIGN_MANAGER', 'ANALYST', 'FINANCE_MANAGER', 'AUDIENCE_MANAGER');

-- CreateEnum
CREATE TYPE "EntityStatus" AS ENUM ('ACTIVE', 'PAUSED', 'ARCHIVED', 'DRAFT');

-- CreateEnum
CREATE TYPE "ObjectiveType" AS ENUM ('AWARENESS', 'CONSIDERATION', 'WEB_CONVERSION', 'CATALOG_SALES', 'VIDEO_COMPLETION');

-- CreateEnum
CREATE TYPE "BudgetType" AS ENUM ('DAILY', 'LIFETIME');

-- CreateEnum
CREATE TYPE "BidStrategyType" AS ENUM ('AUTOMATIC_BID', 'MAX_BID', 'TARGET_AVG');

-- CreateEnum
CREATE TYPE "BillableEvent" AS ENUM ('CLICKTHROUGH', 'IMPRESSION');

-- CreateEnum
CREATE TYPE "PlacementGroup" AS ENUM ('ALL', 'BROWSE', 'SEARCH');

-- CreateTable
CREATE TABLE "ad_accounts" (
    "id" BIGSERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "owner_username" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_account_members" (
    "ad_account_id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "role" "AdAccountRole" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_account_members_pkey" PRIMARY KEY ("ad_account_id","user_id")
);

-- CreateTable
CREATE TABLE "campaigns" (
    "id" BIGSERIAL NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "EntityStatus" NOT NULL,
    "objective_type" "ObjectiveType" NOT NULL,
    "daily_spend_cap" BIGINT,
    "lifetime_spend_cap" BIGINT,
    "start_time" TIMESTAMPTZ(0),
    "end_time" TIMESTAMPTZ(0),
    "tracking_urls" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ad_groups" (
    "id" BIGSERIAL NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "campaign_id" BIGINT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "EntityStatus" NOT NULL,
    "budget_in_micro_currency" BIGINT,
    "budget_type" "BudgetType" NOT NULL,
    "bid_in_micro_currency" BIGINT,
    "bid_strategy_type" "BidStrategyType" NOT NULL,
    "billable_event" "BillableEvent" NOT NULL,
    "start_time" TIMESTAMPTZ(0),
    "end_time" TIMESTAMPTZ(0),
    "targeting_spec" JSONB NOT NULL,
    "placement_group" "PlacementGroup" NOT NULL,
    "tracking_urls" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ads" (
    "id" BIGSERIAL NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "campaign_id" BIGINT NOT NULL,
    "ad_group_id" BIGINT NOT NULL,
    "pin_id" BIGINT NOT NULL,
    "destination_url" TEXT,
    "tracking_urls" JSONB,
    "name" TEXT,
    "status" "EntityStatus" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ad_account_members_user_id_ad_account_id_idx" ON "ad_account_members"("user_id", "ad_account_id" DESC);

-- CreateIndex
CREATE INDEX "campaigns_ad_account_id_id_idx" ON "campaigns"("ad_account_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ad_groups_ad_account_id_id_idx" ON "ad_groups"("ad_account_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ad_groups_campaign_id_idx" ON "ad_groups"("campaign_id");

-- CreateIndex
CREATE INDEX "ads_ad_account_id_id_idx" ON "ads"("ad_account_id", "id" DESC);

-- CreateIndex
CREATE INDEX "ads_ad_group_id_idx" ON "ads"("ad_group_id");

-- AddForeignKey
ALTER TABLE "ad_account_members" ADD CONSTRAINT "ad_account_members_ad_account_id_fkey" FOREIGN KEY ("ad_account_id") REFERENCES "ad_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_ad_account_id_fkey" FOREIGN KEY ("ad_account_id") REFERENCES "ad_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ads" ADD CONSTRAINT "ads_ad_group_id_fkey" FOREIGN KEY ("ad_group_id") REFERENCES "ad_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;
