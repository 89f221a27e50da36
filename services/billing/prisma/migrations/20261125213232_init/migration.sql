-- CreateEnum
CREATE TYPE "BillingProfileStatus" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('INVOICE');

-- CreateTable
CREATE TABLE "billing_profiles" (
    "id" BIGSERIAL NOT NULL,
    "ad_account_id" BIGINT NOT NULL,
    "status" "BillingProfileStatus" NOT NULL,
    "payment_method" "PaymentMethod" NOT NULL,
    "currency" TEXT NOT NULL,
    "billing_contact_name" TEXT NOT NULL,
    "billing_email" TEXT NOT NULL,
    "address_line1" TEXT NOT NULL,
    "address_line2" TEXT,
    "address_city" TEXT NOT NULL,
    "address_postal_code" TEXT NOT NULL,
    "address_region" TEXT,
    "address_country" TEXT NOT NULL,
    "tax_id" TEXT,
    "created_by" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "billing_profiles_ad_account_id_id_idx" ON "billing_profiles"("ad_account_id", "id" DESC);

-- One ACTIVE profile per ad account, whatever writes race (Prisma's schema cannot say this).
CREATE UNIQUE INDEX "billing_profiles_one_active_idx" ON "billing_profiles"("ad_account_id") WHERE "status" = 'ACTIVE';
