-- More like this looks images up by the 16-bit quarters of their perceptual hash, not its bytes
-- (image-signature.ts): a byte matches 1 in 256 pictures, so a look-up read about 3% of all
-- originals; a quarter and its one-bit neighbours read about 0.1%. Each Pin's bands are written
-- again from its hash, as the service now writes them ((i << 16) | quarter i, most significant first).
DROP INDEX "root_docs_bands_idx";
UPDATE "pin_docs"
   SET "bands" = ARRAY(SELECT (("i" << 16) | (("phash" >> (16 * (3 - "i"))) & 65535))::int
                         FROM generate_series(0, 3) AS "i")
 WHERE "phash" IS NOT NULL;
UPDATE "root_docs"
   SET "bands" = ARRAY(SELECT (("i" << 16) | (("phash" >> (16 * (3 - "i"))) & 65535))::int
                         FROM generate_series(0, 3) AS "i")
 WHERE "phash" IS NOT NULL;
CREATE INDEX "root_docs_bands_idx" ON "root_docs" USING GIN ("bands");
