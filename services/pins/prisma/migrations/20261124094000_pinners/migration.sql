-- CreateTable
CREATE TABLE "pinners" (
    "user_id" BIGINT NOT NULL,
    "first_saved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pinners_pkey" PRIMARY KEY ("user_id")
);

-- Backfill: everyone with a Pin has saved before.
INSERT INTO "pinners" ("user_id", "first_saved_at")
SELECT "pinner_id", min("created_at") FROM "pins" GROUP BY "pinner_id"
ON CONFLICT DO NOTHING;
