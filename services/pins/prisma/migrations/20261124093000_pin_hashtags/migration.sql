-- CreateTable
CREATE TABLE "pin_hashtags" (
    "pin_id" BIGINT NOT NULL,
    "tag" TEXT NOT NULL,

    CONSTRAINT "pin_hashtags_pkey" PRIMARY KEY ("pin_id","tag")
);

-- CreateIndex
CREATE INDEX "pin_hashtags_tag_idx" ON "pin_hashtags"("tag" text_pattern_ops);

-- AddForeignKey
ALTER TABLE "pin_hashtags" ADD CONSTRAINT "pin_hashtags_pin_id_fkey" FOREIGN KEY ("pin_id") REFERENCES "pins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the hashtags of the Pins already there (POSIX classes approximate SPEC §5's rule).
INSERT INTO "pin_hashtags" ("pin_id", "tag")
SELECT DISTINCT p."id", lower(m[1])
FROM "pins" p, regexp_matches(p."description", '#([^[:space:][:punct:]]+)', 'g') AS m
WHERE length(m[1]) <= 100
ON CONFLICT DO NOTHING;
