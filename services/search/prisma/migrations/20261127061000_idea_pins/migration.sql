-- SPEC §3 scope idea_pins: Idea Pins (a Pin's story_pin_data pages; saves copy them). Pins indexed
-- before this have none: no Pin had pages then.
ALTER TABLE "pin_docs" ADD COLUMN "has_pages" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "root_docs" ADD COLUMN "has_pages" BOOLEAN NOT NULL DEFAULT false;

-- An idea_pins search walks only the Idea Pin originals, in static_rank order (as videos do).
CREATE INDEX "root_docs_has_pages_static_rank_idx"
    ON "root_docs"("static_rank" DESC, "root_id" DESC) WHERE "has_pages";
