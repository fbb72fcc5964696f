-- The first-run safety card (docs/product.md "Safety"): when the person dismissed it at each moment,
-- per account, so "Entendi" holds on every device she signs in on.
ALTER TABLE "users" ADD COLUMN "safety_tips_conversation_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "safety_tips_hired_seen_at" timestamp with time zone;
