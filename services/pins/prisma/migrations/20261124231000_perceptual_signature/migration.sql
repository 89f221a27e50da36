-- image_signature becomes the image's perceptual hash (16 hex digits): no longer fixed-length.
ALTER TABLE "pins" ALTER COLUMN "image_signature" SET DATA TYPE VARCHAR(64);
UPDATE "pins" SET "image_signature" = rtrim("image_signature") WHERE "image_signature" LIKE '% ';
