-- CreateEnum
CREATE TYPE "CollaboratorStatus" AS ENUM ('invited', 'accepted');

-- AlterTable
ALTER TABLE "boards" ADD COLUMN     "collaborator_count" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "board_collaborators" (
    "board_id" BIGINT NOT NULL,
    "user_id" BIGINT NOT NULL,
    "username" TEXT NOT NULL,
    "username_lower" TEXT NOT NULL,
    "full_name" TEXT NOT NULL,
    "image_medium_url" TEXT,
    "status" "CollaboratorStatus" NOT NULL DEFAULT 'invited',
    "invited_by" BIGINT NOT NULL,
    "invited_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "board_collaborators_pkey" PRIMARY KEY ("board_id","user_id")
);

-- CreateTable
CREATE TABLE "board_email_invites" (
    "board_id" BIGINT NOT NULL,
    "email" TEXT NOT NULL,
    "invited_by" BIGINT NOT NULL,
    "invited_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "board_email_invites_pkey" PRIMARY KEY ("board_id","email")
);

-- CreateIndex
CREATE INDEX "board_email_invites_email_invited_at_idx" ON "board_email_invites"("email", "invited_at" DESC);

-- CreateIndex
CREATE INDEX "board_collaborators_user_id_status_invited_at_idx" ON "board_collaborators"("user_id", "status", "invited_at" DESC);

-- CreateIndex
CREATE INDEX "board_collaborators_username_lower_status_idx" ON "board_collaborators"("username_lower", "status");

-- AddForeignKey
ALTER TABLE "board_collaborators" ADD CONSTRAINT "board_collaborators_board_id_fkey" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "board_email_invites" ADD CONSTRAINT "board_email_invites_board_id_fkey" FOREIGN KEY ("board_id") REFERENCES "boards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
