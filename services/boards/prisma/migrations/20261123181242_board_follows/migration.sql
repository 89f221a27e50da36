-- AlterTable
ALTER TABLE "boards" ADD COLUMN     "follower_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "board_follows" (
    "board_id" BIGINT NOT NULL,
    "follower_id" BIGINT NOT NULL,
    "owner_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "board_follows_pkey" PRIMARY KEY ("board_id","follower_id")
);

-- CreateIndex
CREATE INDEX "board_follows_follower_id_owner_id_idx" ON "board_follows"("follower_id", "owner_id");

-- AddForeignKey
ALTER TABLE "board_follows" ADD CONSTRAINT "board_follows_board_id_fkey" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Nobody follows their own board (hand-written: Prisma does not model CHECK constraints).
ALTER TABLE "board_follows" ADD CONSTRAINT "board_follows_not_own" CHECK ("follower_id" <> "owner_id");
