-- AlterTable
ALTER TABLE "boards" ADD COLUMN     "archived_at" TIMESTAMPTZ(3);
