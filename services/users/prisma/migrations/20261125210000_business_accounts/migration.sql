-- CreateEnum
CREATE TYPE "AccountType" AS ENUM ('personal', 'business');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "account_type" "AccountType" NOT NULL DEFAULT 'personal',
ADD COLUMN     "business_name" TEXT;
