-- SPEC §3 scope videos: video Pins (a Pin's videos, set by pins from a video upload; saves copy it).
-- Pins indexed before this are pictures: no Pin had a video then.
ALTER TABLE "pin_docs" ADD COLUMN "has_video" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "root_docs" ADD COLUMN "has_video" BOOLEAN NOT NULL DEFAULT false;

-- A videos search walks only the video originals, in static_rank order (as shopping does).
CREATE INDEX "root_docs_has_video_static_rank_idx"
    ON "root_docs"("static_rank" DESC, "root_id" DESC) WHERE "has_video";
