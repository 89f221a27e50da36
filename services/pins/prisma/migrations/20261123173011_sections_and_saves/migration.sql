-- AlterTable
ALTER TABLE "pins" ADD COLUMN     "root_pin_id" BIGINT,
ADD COLUMN     "section_id" BIGINT,
ADD COLUMN     "section_slug" TEXT,
ADD COLUMN     "section_title" TEXT,
ADD COLUMN     "section_url" TEXT;

-- Backfill: a save's root is the original at the end of its repinned_from chain (originals keep NULL).
WITH RECURSIVE chain AS (
    SELECT "id", "id" AS "root_pin_id" FROM "pins" WHERE "repinned_from_id" IS NULL
    UNION ALL
    SELECT p."id", chain."root_pin_id" FROM "pins" p JOIN chain ON p."repinned_from_id" = chain."id"
)
UPDATE "pins" SET "root_pin_id" = chain."root_pin_id"
FROM chain WHERE "pins"."id" = chain."id" AND "pins"."repinned_from_id" IS NOT NULL;

-- CreateIndex
CREATE INDEX "pins_section_id_id_idx" ON "pins"("section_id", "id" DESC);

-- CreateIndex
CREATE INDEX "pins_pinner_id_root_pin_id_idx" ON "pins"("pinner_id", "root_pin_id");

-- CreateIndex
CREATE INDEX "pins_root_pin_id_idx" ON "pins"("root_pin_id");
