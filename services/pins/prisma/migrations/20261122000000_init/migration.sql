-- CreateEnum
CREATE TYPE "BoardPrivacy" AS ENUM ('public', 'secret');

-- CreateTable
CREATE TABLE "pins" (
    "id" BIGSERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "link" TEXT,
    "domain" TEXT,
    "dominant_color" VARCHAR(7) NOT NULL,
    "image_signature" CHAR(64) NOT NULL,
    "image_236x_url" TEXT NOT NULL,
    "image_236x_width" INTEGER NOT NULL,
    "image_236x_height" INTEGER NOT NULL,
    "image_orig_url" TEXT NOT NULL,
    "image_orig_width" INTEGER NOT NULL,
    "image_orig_height" INTEGER NOT NULL,
    "board_id" BIGINT NOT NULL,
    "board_name" TEXT NOT NULL,
    "board_url" TEXT NOT NULL,
    "board_privacy" "BoardPrivacy" NOT NULL,
    "board_owner_id" BIGINT NOT NULL,
    "pinner_id" BIGINT NOT NULL,
    "pinner_username" TEXT NOT NULL,
    "pinner_full_name" TEXT NOT NULL,
    "pinner_image_medium_url" TEXT,
    "repinned_from_id" BIGINT,
    "is_promoted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pins_board_privacy_id_idx" ON "pins"("board_privacy", "id" DESC);

-- CreateIndex
CREATE INDEX "pins_board_id_id_idx" ON "pins"("board_id", "id" DESC);

-- CreateIndex
CREATE INDEX "pins_repinned_from_id_idx" ON "pins"("repinned_from_id");

-- AddForeignKey
ALTER TABLE "pins" ADD CONSTRAINT "pins_repinned_from_id_fkey" FOREIGN KEY ("repinned_from_id") REFERENCES "pins"("id") ON DELETE SET NULL ON UPDATE CASCADE;
