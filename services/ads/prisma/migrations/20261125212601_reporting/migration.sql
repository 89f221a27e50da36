-- Reporting (src/reporting): the events counted (each once, by event id), the first impression and
-- click of each placement (counted or billed once per impression id), and the hourly rollup per ad.

-- CreateTable
CREATE TABLE "ad_event_receipts" (
    "event_id" UUID NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_event_receipts_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "ad_impression_firsts" (
    "impression_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ad_impression_firsts_pkey" PRIMARY KEY ("impression_id","type"),
    CONSTRAINT "ad_impression_firsts_type_check" CHECK ("type" IN ('impression', 'outbound_click'))
);

-- CreateTable
CREATE TABLE "ad_hourly_stats" (
    "ad_id" BIGINT NOT NULL,
    "hour" TIMESTAMPTZ(0) NOT NULL,
    "ad_group_id" BIGINT NOT NULL,
    "campaign_id" BIGINT NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "impressions" BIGINT NOT NULL DEFAULT 0,
    "closeups" BIGINT NOT NULL DEFAULT 0,
    "saves" BIGINT NOT NULL DEFAULT 0,
    "outbound_clicks" BIGINT NOT NULL DEFAULT 0,
    "spend_in_nano_currency" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ad_hourly_stats_pkey" PRIMARY KEY ("ad_id","hour")
);

-- CreateIndex
CREATE INDEX "ad_hourly_stats_ad_account_id_campaign_id_hour_idx" ON "ad_hourly_stats"("ad_account_id", "campaign_id", "hour");

-- CreateIndex
CREATE INDEX "ad_hourly_stats_ad_account_id_ad_group_id_hour_idx" ON "ad_hourly_stats"("ad_account_id", "ad_group_id", "hour");
