-- Reporting by day and in total reads a daily rollup: 30 days of 100 campaigns are 3,000 rows
-- here instead of 72,000 hourly ones. A trigger keeps it, so whatever writes the hourly rollup
-- (reporting's counter, a backfill) moves the day by the same amounts in the same transaction.

-- CreateTable
CREATE TABLE "ad_daily_stats" (
    "ad_id" BIGINT NOT NULL,
    "day" DATE NOT NULL,
    "ad_group_id" BIGINT NOT NULL,
    "campaign_id" BIGINT NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "impressions" BIGINT NOT NULL DEFAULT 0,
    "closeups" BIGINT NOT NULL DEFAULT 0,
    "saves" BIGINT NOT NULL DEFAULT 0,
    "outbound_clicks" BIGINT NOT NULL DEFAULT 0,
    "spend_in_nano_currency" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ad_daily_stats_pkey" PRIMARY KEY ("ad_id","day")
);

-- CreateIndex
CREATE INDEX "ad_daily_stats_ad_account_id_campaign_id_day_idx" ON "ad_daily_stats"("ad_account_id", "campaign_id", "day");
CREATE INDEX "ad_daily_stats_ad_account_id_ad_group_id_day_idx" ON "ad_daily_stats"("ad_account_id", "ad_group_id", "day");

INSERT INTO "ad_daily_stats" ("ad_id", "day", "ad_group_id", "campaign_id", "ad_account_id",
  "impressions", "closeups", "saves", "outbound_clicks", "spend_in_nano_currency")
SELECT "ad_id", ("hour" AT TIME ZONE 'UTC')::date, min("ad_group_id"), min("campaign_id"), min("ad_account_id"),
  sum("impressions"), sum("closeups"), sum("saves"), sum("outbound_clicks"), sum("spend_in_nano_currency")
FROM "ad_hourly_stats"
GROUP BY 1, 2;

-- The hourly row's change (all of it when new), added to its day.
CREATE FUNCTION "roll_up_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ads"."ad_daily_stats" AS d ("ad_id", "day", "ad_group_id", "campaign_id", "ad_account_id",
    "impressions", "closeups", "saves", "outbound_clicks", "spend_in_nano_currency")
  VALUES (NEW."ad_id", (NEW."hour" AT TIME ZONE 'UTC')::date, NEW."ad_group_id", NEW."campaign_id",
    NEW."ad_account_id",
    NEW."impressions" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."impressions" ELSE 0 END,
    NEW."closeups" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."closeups" ELSE 0 END,
    NEW."saves" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."saves" ELSE 0 END,
    NEW."outbound_clicks" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."outbound_clicks" ELSE 0 END,
    NEW."spend_in_nano_currency" - CASE WHEN TG_OP = 'UPDATE' THEN OLD."spend_in_nano_currency" ELSE 0 END)
  ON CONFLICT ("ad_id", "day") DO UPDATE SET
    "impressions" = d."impressions" + EXCLUDED."impressions",
    "closeups" = d."closeups" + EXCLUDED."closeups",
    "saves" = d."saves" + EXCLUDED."saves",
    "outbound_clicks" = d."outbound_clicks" + EXCLUDED."outbound_clicks",
    "spend_in_nano_currency" = d."spend_in_nano_currency" + EXCLUDED."spend_in_nano_currency";
  RETURN NULL;
END $$;

CREATE TRIGGER "ad_hourly_stats_roll_up_day"
  AFTER INSERT OR UPDATE ON "ad_hourly_stats"
  FOR EACH ROW EXECUTE FUNCTION "roll_up_day"();
