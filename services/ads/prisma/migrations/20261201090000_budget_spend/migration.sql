-- Budgets cap what events cost (src/reporting/budget-ledger.ts): what counted events were charged to
-- each campaign's and ad group's budget, per UTC day and in all. Reporting locks an owner's total
-- row before it charges that owner, so two consumers never both spend the last of a budget.

-- CreateTable
CREATE TABLE "budget_spend_days" (
    "budget_owner" TEXT NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "day" DATE NOT NULL,
    "spend_in_nano_currency" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "budget_spend_days_pkey" PRIMARY KEY ("budget_owner","owner_id","day"),
    CONSTRAINT "budget_spend_days_budget_owner_check" CHECK ("budget_owner" IN ('campaign', 'ad_group'))
);

-- CreateTable
CREATE TABLE "budget_spend_totals" (
    "budget_owner" TEXT NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "spend_in_nano_currency" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "budget_spend_totals_pkey" PRIMARY KEY ("budget_owner","owner_id"),
    CONSTRAINT "budget_spend_totals_budget_owner_check" CHECK ("budget_owner" IN ('campaign', 'ad_group'))
);

-- What was counted before, from the hourly rollup (by UTC day).
INSERT INTO "budget_spend_days" ("budget_owner", "owner_id", "day", "spend_in_nano_currency")
SELECT 'campaign', "campaign_id", ("hour" AT TIME ZONE 'UTC')::date, sum("spend_in_nano_currency")
FROM "ad_hourly_stats"
GROUP BY 2, 3
HAVING sum("spend_in_nano_currency") > 0;

INSERT INTO "budget_spend_days" ("budget_owner", "owner_id", "day", "spend_in_nano_currency")
SELECT 'ad_group', "ad_group_id", ("hour" AT TIME ZONE 'UTC')::date, sum("spend_in_nano_currency")
FROM "ad_hourly_stats"
GROUP BY 2, 3
HAVING sum("spend_in_nano_currency") > 0;

INSERT INTO "budget_spend_totals" ("budget_owner", "owner_id", "spend_in_nano_currency")
SELECT "budget_owner", "owner_id", sum("spend_in_nano_currency")
FROM "budget_spend_days"
GROUP BY 1, 2;
