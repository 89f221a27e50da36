-- The transactional outbox (packages/service-kit/src/outbox.ts): domain events recorded with the
-- change they announce, until the relay has published them.
CREATE TABLE "outbox_event" (
    "id" BIGSERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "trace" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);
