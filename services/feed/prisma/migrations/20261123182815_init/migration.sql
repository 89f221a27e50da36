-- CreateEnum
CREATE TYPE "FollowTarget" AS ENUM ('user', 'board');

-- CreateTable
CREATE TABLE "feed_pins" (
    "pin_id" BIGINT NOT NULL,
    "root_id" BIGINT NOT NULL,
    "pinner_id" BIGINT NOT NULL,
    "board_id" BIGINT NOT NULL,
    "public" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "feed_pins_pkey" PRIMARY KEY ("pin_id")
);

-- CreateTable
CREATE TABLE "popular_pins" (
    "root_id" BIGINT NOT NULL,
    "pin_id" BIGINT NOT NULL,
    "saves" INTEGER NOT NULL,
    "hot" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "popular_pins_pkey" PRIMARY KEY ("root_id")
);

-- CreateTable
CREATE TABLE "sources" (
    "target" "FollowTarget" NOT NULL,
    "target_id" BIGINT NOT NULL,
    "follower_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sources_pkey" PRIMARY KEY ("target","target_id")
);

-- CreateTable
CREATE TABLE "follows" (
    "follower_id" BIGINT NOT NULL,
    "target" "FollowTarget" NOT NULL,
    "target_id" BIGINT NOT NULL,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("follower_id","target","target_id")
);

-- CreateTable
CREATE TABLE "blocks" (
    "blocker_id" BIGINT NOT NULL,
    "blocked_id" BIGINT NOT NULL,

    CONSTRAINT "blocks_pkey" PRIMARY KEY ("blocker_id","blocked_id")
);

-- CreateIndex
CREATE INDEX "feed_pins_board_id_pin_id_idx" ON "feed_pins"("board_id", "pin_id" DESC);

-- CreateIndex
CREATE INDEX "feed_pins_pinner_id_pin_id_idx" ON "feed_pins"("pinner_id", "pin_id" DESC);

-- CreateIndex
CREATE INDEX "feed_pins_root_id_idx" ON "feed_pins"("root_id");

-- CreateIndex
CREATE INDEX "popular_pins_hot_root_id_idx" ON "popular_pins"("hot" DESC, "root_id" DESC);

-- CreateIndex
CREATE INDEX "follows_target_target_id_follower_id_idx" ON "follows"("target", "target_id", "follower_id");

-- CreateIndex
CREATE INDEX "blocks_blocked_id_idx" ON "blocks"("blocked_id");

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_target_target_id_fkey" FOREIGN KEY ("target", "target_id") REFERENCES "sources"("target", "target_id") ON DELETE CASCADE ON UPDATE CASCADE;
