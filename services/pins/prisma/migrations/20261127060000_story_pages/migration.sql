-- Idea Pins (SPEC §3 story_pin_data): a Pin's pages, each a picture or a video with its words
-- (contracts' StoryPage JSON, in order); null for any other Pin. Saves copy them.
ALTER TABLE "pins" ADD COLUMN "story_pages" JSONB;
