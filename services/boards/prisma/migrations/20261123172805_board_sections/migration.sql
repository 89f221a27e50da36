-- AlterTable
ALTER TABLE "board_pins" ADD COLUMN     "section_id" BIGINT;

-- AlterTable
ALTER TABLE "boards" ADD COLUMN     "section_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "board_sections" (
    "id" BIGSERIAL NOT NULL,
    "board_id" BIGINT NOT NULL,
    "title" TEXT NOT NULL,
    "title_lower" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name_source" INTEGER NOT NULL DEFAULT 0,
    "pin_count" INTEGER NOT NULL DEFAULT 0,
    "preview_image_urls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "board_sections_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "board_sections_board_id_title_lower_key" ON "board_sections"("board_id", "title_lower");

-- CreateIndex
CREATE UNIQUE INDEX "board_sections_board_id_slug_key" ON "board_sections"("board_id", "slug");

-- CreateIndex
CREATE INDEX "board_pins_section_id_created_at_pin_id_idx" ON "board_pins"("section_id", "created_at" DESC, "pin_id" DESC);

-- AddForeignKey
ALTER TABLE "board_sections" ADD CONSTRAINT "board_sections_board_id_fkey" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
