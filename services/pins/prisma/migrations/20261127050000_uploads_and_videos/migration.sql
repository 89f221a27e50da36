-- Uploads (SPEC §7 VIPResource): a file posted to the gateway, checked and kept here, then named by
-- a new Pin's media_upload_id. A Pin from a video upload keeps its video beside its cover image.
CREATE TABLE "uploads" (
    "id" VARCHAR(32) NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'registered',
    "failure_reason" TEXT,
    "signature" TEXT,
    "image" JSONB,
    "video_url" TEXT,
    "video_duration_ms" INTEGER,
    "video_width" INTEGER,
    "video_height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "uploads_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "uploads_type_check" CHECK ("type" IN ('pinimage', 'video')),
    CONSTRAINT "uploads_status_check" CHECK ("status" IN ('registered', 'processing', 'succeeded', 'failed'))
);
CREATE INDEX "uploads_owner_id_created_at_idx" ON "uploads" ("owner_id", "created_at");

ALTER TABLE "pins"
    ADD COLUMN "video_url" TEXT,
    ADD COLUMN "video_duration_ms" INTEGER,
    ADD COLUMN "video_width" INTEGER,
    ADD COLUMN "video_height" INTEGER,
    ADD COLUMN "video_thumbnail_ms" INTEGER,
    ADD COLUMN "video_custom_cover" BOOLEAN NOT NULL DEFAULT false;
