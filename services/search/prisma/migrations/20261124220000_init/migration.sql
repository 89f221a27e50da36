-- Text search needs accent folding and trigrams (both ship with Debian's postgresql-15).
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA "search";
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA "search";

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes a fold that
-- indexes and generated values may use.
CREATE FUNCTION "fold"(value TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower("search".unaccent('"search".unaccent'::regdictionary, value)) $$;

-- CreateTable
CREATE TABLE "pin_docs" (
    "pin_id" BIGINT NOT NULL,
    "root_id" BIGINT NOT NULL,
    "pinner_id" BIGINT NOT NULL,
    "board_id" BIGINT NOT NULL,
    "public" BOOLEAN NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "link_domain" TEXT,
    "image_signature" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "document" tsvector,

    CONSTRAINT "pin_docs_pkey" PRIMARY KEY ("pin_id")
);

-- CreateTable
CREATE TABLE "root_docs" (
    "root_id" BIGINT NOT NULL,
    "pin_id" BIGINT NOT NULL,
    "pinner_id" BIGINT NOT NULL,
    "saves" INTEGER NOT NULL,
    "title_folded" TEXT NOT NULL,
    "link_domain" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "document" tsvector,
    "match_text" TEXT NOT NULL,

    CONSTRAINT "root_docs_pkey" PRIMARY KEY ("root_id")
);

-- CreateTable
CREATE TABLE "board_docs" (
    "board_id" BIGINT NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "findable" BOOLEAN NOT NULL,
    "name_folded" TEXT NOT NULL,
    "match_text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "document" tsvector,

    CONSTRAINT "board_docs_pkey" PRIMARY KEY ("board_id")
);

-- CreateTable
CREATE TABLE "user_docs" (
    "user_id" BIGINT NOT NULL,
    "username" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "image_medium_url" TEXT,
    "match_text" TEXT NOT NULL,
    "follower_count" INTEGER NOT NULL DEFAULT 0,
    "document" tsvector,

    CONSTRAINT "user_docs_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "user_follows" (
    "follower_id" BIGINT NOT NULL,
    "followee_id" BIGINT NOT NULL,

    CONSTRAINT "user_follows_pkey" PRIMARY KEY ("follower_id","followee_id")
);

-- CreateTable
CREATE TABLE "blocks" (
    "blocker_id" BIGINT NOT NULL,
    "blocked_id" BIGINT NOT NULL,

    CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id","blocked_id")
);

-- CreateIndex
CREATE INDEX "pin_docs_root_id_idx" ON "pin_docs"("root_id");
CREATE INDEX "pin_docs_board_id_idx" ON "pin_docs"("board_id");
CREATE INDEX "pin_docs_pinner_id_pin_id_idx" ON "pin_docs"("pinner_id", "pin_id" DESC);
CREATE INDEX "root_docs_pinner_id_idx" ON "root_docs"("pinner_id");
CREATE INDEX "board_docs_owner_id_idx" ON "board_docs"("owner_id");
CREATE INDEX "user_follows_followee_id_idx" ON "user_follows"("followee_id");
CREATE INDEX "blocks_blocked_id_idx" ON "blocks"("blocked_id");

-- Text indexes Prisma does not model: full text, trigrams (typos) and prefixes (typeahead).
CREATE INDEX "root_docs_document_idx" ON "root_docs" USING GIN ("document");
CREATE INDEX "root_docs_match_text_trgm_idx" ON "root_docs" USING GIN ("match_text" "search".gin_trgm_ops);
CREATE INDEX "root_docs_title_prefix_idx" ON "root_docs"("title_folded" text_pattern_ops);
CREATE INDEX "board_docs_document_idx" ON "board_docs" USING GIN ("document") WHERE "findable";
CREATE INDEX "board_docs_match_text_trgm_idx" ON "board_docs" USING GIN ("match_text" "search".gin_trgm_ops) WHERE "findable";
CREATE INDEX "board_docs_name_prefix_idx" ON "board_docs"("name_folded" text_pattern_ops) WHERE "findable";
CREATE INDEX "user_docs_document_idx" ON "user_docs" USING GIN ("document");
CREATE INDEX "user_docs_match_text_trgm_idx" ON "user_docs" USING GIN ("match_text" "search".gin_trgm_ops);
CREATE INDEX "pin_docs_document_idx" ON "pin_docs" USING GIN ("document");
CREATE UNIQUE INDEX "user_docs_username_idx" ON "user_docs"(lower("username"));
