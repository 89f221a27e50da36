-- CreateEnum
CREATE TYPE "BoardPrivacy" AS ENUM ('public', 'secret');

-- CreateTable
CREATE TABLE "boards" (
    "id" BIGSERIAL NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "owner_username" TEXT NOT NULL,
    "owner_username_lower" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_lower" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "privacy" "BoardPrivacy" NOT NULL DEFAULT 'public',
    "pin_count" INTEGER NOT NULL DEFAULT 0,
    "image_cover_url" TEXT,
    "pin_thumbnail_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "board_order_modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "boards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "board_pins" (
    "id" BIGSERIAL NOT NULL,
    "board_id" BIGINT NOT NULL,
    "pin_id" BIGINT NOT NULL,
    "image_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "board_pins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "boards_owner_username_lower_board_order_modified_at_id_idx" ON "boards"("owner_username_lower", "board_order_modified_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "boards_owner_id_name_lower_key" ON "boards"("owner_id", "name_lower");

-- CreateIndex
CREATE UNIQUE INDEX "boards_owner_id_slug_key" ON "boards"("owner_id", "slug");

-- CreateIndex
CREATE INDEX "board_pins_board_id_created_at_pin_id_idx" ON "board_pins"("board_id", "created_at" DESC, "pin_id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "board_pins_board_id_pin_id_key" ON "board_pins"("board_id", "pin_id");

-- AddForeignKey
ALTER TABLE "board_pins" ADD CONSTRAINT "board_pins_board_id_fkey" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
