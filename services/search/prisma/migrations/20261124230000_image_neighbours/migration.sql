-- "More like this": each Pin's perceptual hash, its bands and its colour.
ALTER TABLE "pin_docs" ADD COLUMN "phash" BIGINT,
ADD COLUMN "bands" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN "color_rgb" INTEGER,
ADD COLUMN "color_bucket" SMALLINT;

ALTER TABLE "root_docs" ADD COLUMN "phash" BIGINT,
ADD COLUMN "bands" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN "color_rgb" INTEGER,
ADD COLUMN "color_bucket" SMALLINT;

-- CreateIndex
CREATE INDEX "root_docs_color_bucket_saves_idx" ON "root_docs"("color_bucket", "saves" DESC);

-- Near neighbours by shared bands (Prisma does not model GIN on arrays).
CREATE INDEX "root_docs_bands_idx" ON "root_docs" USING GIN ("bands");

-- How far apart two colours (0xRRGGBB) are: squared distance in RGB.
CREATE FUNCTION "color_distance"(a INTEGER, b INTEGER) RETURNS INTEGER
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT dr * dr + dg * dg + db * db
         FROM (SELECT ((a >> 16) & 255) - ((b >> 16) & 255) AS dr,
                      ((a >> 8) & 255) - ((b >> 8) & 255) AS dg,
                      (a & 255) - (b & 255) AS db) AS d $$;
