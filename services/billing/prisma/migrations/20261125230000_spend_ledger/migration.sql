-- The spend ledger (see SpendLine): booked from ads.spend.accrued, once per accrual.
CREATE TABLE "spend_lines" (
    "accrual_id" UUID NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "campaign_id" BIGINT NOT NULL,
    "day" DATE NOT NULL,
    "spend_in_nano_currency" BIGINT NOT NULL CHECK ("spend_in_nano_currency" > 0),
    "booked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "spend_lines_pkey" PRIMARY KEY ("accrual_id", "campaign_id", "day")
);

CREATE INDEX "spend_lines_ad_account_id_day_idx" ON "spend_lines"("ad_account_id", "day");
