-- CreateTable
CREATE TABLE "link_pages" (
    "url" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "product" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "due_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "link_pages_pkey" PRIMARY KEY ("url"),
    CONSTRAINT "link_pages_state_check" CHECK ("state" IN ('waiting', 'read', 'failed'))
);

-- CreateTable
CREATE TABLE "outbox_event" (
    "id" BIGSERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "trace" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "link_pages_due_at_idx" ON "link_pages"("due_at");
