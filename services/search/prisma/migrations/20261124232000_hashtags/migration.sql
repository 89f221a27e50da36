-- Hashtag search (SPEC §5) and ideas topics: each Pin's hashtags.
ALTER TABLE "pin_docs" ADD COLUMN "hashtags" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "root_docs" ADD COLUMN "hashtags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Pins with a hashtag (Prisma does not model GIN on arrays).
CREATE INDEX "root_docs_hashtags_idx" ON "root_docs" USING GIN ("hashtags");
