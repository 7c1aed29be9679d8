CREATE TABLE "credentials" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"password_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_has_a_method" CHECK ("credentials"."password_hash" is not null or "credentials"."google_sub" is not null)
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"bio" text,
	"location" text,
	"location_city" text,
	"location_lat" double precision,
	"location_lng" double precision,
	"phone" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"profile_photo_url" text,
	"whatsapp_notifications" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_format" CHECK ("profiles"."email" ~ '^[^@\s]+@[^@\s]+$' and char_length("profiles"."email") <= 254),
	CONSTRAINT "profiles_first_name_length" CHECK (char_length("profiles"."first_name") <= 80),
	CONSTRAINT "profiles_last_name_length" CHECK (char_length("profiles"."last_name") <= 80),
	CONSTRAINT "profiles_bio_length" CHECK (char_length("profiles"."bio") <= 1000),
	CONSTRAINT "profiles_location_length" CHECK (char_length("profiles"."location") <= 300),
	CONSTRAINT "profiles_phone_format" CHECK ("profiles"."phone" is null or "profiles"."phone" = '' or "profiles"."phone" ~ '^\+[0-9]{1,4}[0-9 ()-]{4,20}$'),
	CONSTRAINT "profiles_coordinates" CHECK (("profiles"."location_lat" is null) = ("profiles"."location_lng" is null)
        and ("profiles"."location_lat" is null or ("profiles"."location_lat" between -90 and 90 and "profiles"."location_lng" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_expiry_after_creation" CHECK ("sessions"."expires_at" > "sessions"."created_at")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"card_key" text NOT NULL,
	"full_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_photos_position" CHECK ("listing_photos"."position" between 0 and 9),
	CONSTRAINT "listing_photos_size" CHECK ("listing_photos"."width" > 0 and "listing_photos"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"location_lat" double precision,
	"location_lng" double precision,
	"price_per_day" numeric(12, 2) NOT NULL,
	"minimum_rental_days" integer DEFAULT 1 NOT NULL,
	"weekly_discount" integer DEFAULT 0 NOT NULL,
	"monthly_discount" integer DEFAULT 0 NOT NULL,
	"for_sale" boolean DEFAULT false NOT NULL,
	"sale_price" numeric(12, 2),
	"status" text DEFAULT 'active' NOT NULL,
	"available" datemultirange DEFAULT '{}'::datemultirange NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_title_length" CHECK (char_length("listings"."title") between 1 and 120),
	CONSTRAINT "listings_description_length" CHECK (char_length("listings"."description") <= 5000),
	CONSTRAINT "listings_location_length" CHECK (char_length("listings"."location") <= 300),
	CONSTRAINT "listings_category" CHECK ("listings"."category" in ('Bicycles & Scooters', 'Outdoors', 'Sports', 'Watersports', 'Snow', 'Furniture', 'Kitchen', 'Tools', 'Garden', 'Appliances', 'Cameras', 'Computers', 'Consoles', 'Other electronics', 'Clothing', 'Shoes', 'Accessories', 'Bags', 'Games', 'Books', 'Crafts', 'Music', 'Baby & Kids', 'Stroller', 'Toys', 'Pet supplies', 'Car', 'Rack', 'Trailer')),
	CONSTRAINT "listings_status" CHECK ("listings"."status" in ('active', 'inactive')),
	CONSTRAINT "listings_coordinates" CHECK (("listings"."location_lat" is null) = ("listings"."location_lng" is null)
        and ("listings"."location_lat" is null or ("listings"."location_lat" between -90 and 90 and "listings"."location_lng" between -180 and 180))),
	CONSTRAINT "listings_price_per_day" CHECK ("listings"."price_per_day" >= 0),
	CONSTRAINT "listings_minimum_rental_days" CHECK ("listings"."minimum_rental_days" between 1 and 365),
	CONSTRAINT "listings_weekly_discount" CHECK ("listings"."weekly_discount" between 0 and 50),
	CONSTRAINT "listings_monthly_discount" CHECK ("listings"."monthly_discount" between 0 and 50),
	CONSTRAINT "listings_sale_price" CHECK ("listings"."sale_price" is null or ("listings"."for_sale" and "listings"."sale_price" >= 0)),
	CONSTRAINT "listings_review_counters" CHECK ("listings"."review_count" >= 0 and "listings"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"purchase_price" numeric(12, 2) NOT NULL,
	"rental_credit" numeric(12, 2) DEFAULT '0' NOT NULL,
	"reservation_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_requests_status" CHECK ("purchase_requests"."status" in ('pending', 'accepted', 'declined', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "purchase_requests_prices" CHECK ("purchase_requests"."purchase_price" >= 0 and "purchase_requests"."rental_credit" >= 0),
	CONSTRAINT "purchase_requests_not_own_listing" CHECK ("purchase_requests"."buyer_id" <> "purchase_requests"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"renter_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rental_price" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('pending', 'accepted', 'declined', 'ongoing', 'completed', 'cancelled_by_owner', 'cancelled_by_renter', 'cancelled', 'expired', 'confirmed')),
	CONSTRAINT "reservations_dates" CHECK ("reservations"."end_date" >= "reservations"."start_date"),
	CONSTRAINT "reservations_purchase_single_day" CHECK (not "reservations"."is_purchase" or "reservations"."start_date" = "reservations"."end_date"),
	CONSTRAINT "reservations_not_own_listing" CHECK ("reservations"."renter_id" <> "reservations"."owner_id"),
	CONSTRAINT "reservations_prices" CHECK ("reservations"."rental_price" >= 0 and "reservations"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"renter_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"reservation_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."renter_id" <> "conversations"."owner_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid,
	"receiver_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_url" text,
	"photo_url" text,
	"video_url" text,
	"is_system_message" boolean DEFAULT false NOT NULL,
	"system_action" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 5000),
	CONSTRAINT "messages_not_empty" CHECK ("messages"."is_system_message" or btrim("messages"."content") <> '' or "messages"."file_url" is not null or "messages"."photo_url" is not null or "messages"."video_url" is not null),
	CONSTRAINT "messages_sender" CHECK ("messages"."is_system_message" or "messages"."sender_id" is not null),
	CONSTRAINT "messages_not_to_self" CHECK ("messages"."sender_id" is null or "messages"."sender_id" <> "messages"."receiver_id"),
	CONSTRAINT "messages_system_action" CHECK ("messages"."system_action" is null or ("messages"."is_system_message" and char_length("messages"."system_action") <= 50))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"related_type" text,
	"related_id" uuid,
	"metadata" jsonb,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('message', 'reservation_request', 'reservation_confirmed', 'reservation_declined', 'reservation_cancelled', 'feedback_request', 'review', 'booking_request')),
	CONSTRAINT "notifications_related_type" CHECK ("notifications"."related_type" is null or "notifications"."related_type" in ('conversation', 'review', 'reservation', 'listing')),
	CONSTRAINT "notifications_related" CHECK (("notifications"."related_type" is null) = ("notifications"."related_id" is null)),
	CONSTRAINT "notifications_text_length" CHECK (char_length("notifications"."title") <= 200 and char_length("notifications"."content") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "listing_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"reservation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reviews_rating" CHECK ("listing_reviews"."rating" between 1 and 5),
	CONSTRAINT "listing_reviews_comment_length" CHECK (char_length("listing_reviews"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "user_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewee_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"reservation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reviews_rating" CHECK ("user_reviews"."rating" between 1 and 5),
	CONSTRAINT "user_reviews_comment_length" CHECK (char_length("user_reviews"."comment") <= 2000),
	CONSTRAINT "user_reviews_not_self" CHECK ("user_reviews"."reviewer_id" <> "user_reviews"."reviewee_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referee_id")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_attempts" CHECK ("phone_verifications"."attempts" between 0 and 5),
	CONSTRAINT "phone_verifications_phone_format" CHECK ("phone_verifications"."phone" ~ '^\+[0-9]{1,4}[0-9 ()-]{4,20}$'),
	CONSTRAINT "phone_verifications_expiry" CHECK ("phone_verifications"."expires_at" > "phone_verifications"."created_at")
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_referred_by_profiles_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_renter_id_profiles_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reviewee_id_profiles_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_profiles_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_profiles_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_google_sub_key" ON "credentials" USING btree ("google_sub");--> statement-breakpoint
CREATE UNIQUE INDEX "email_verification_tokens_token_hash_key" ON "email_verification_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_index" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_lower_key" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_referral_code_key" ON "profiles" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_ip_created_at_idx" ON "sign_in_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_id_listing_id_key" ON "favorites" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX "favorites_listing_id_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_listing_id_position_key" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_owner_id_idx" ON "listings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "listings_status_created_at_idx" ON "listings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_available_gist" ON "listings" USING gist ("available");--> statement-breakpoint
CREATE INDEX "listings_earth_gist" ON "listings" USING gist (ll_to_earth("location_lat", "location_lng")) WHERE "listings"."location_lat" is not null;--> statement-breakpoint
CREATE INDEX "listings_title_trgm" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_reservation_id_key" ON "purchase_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_listing_id_idx" ON "purchase_requests" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_buyer_id_idx" ON "purchase_requests" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_seller_id_idx" ON "purchase_requests" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "reservations_renter_id_idx" ON "reservations" USING btree ("renter_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_owner_id_idx" ON "reservations" USING btree ("owner_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_listing_id_idx" ON "reservations" USING btree ("listing_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_pending_created_at_idx" ON "reservations" USING btree ("created_at") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_reservation_id_key" ON "conversations" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_renter_key" ON "conversations" USING btree ("listing_id","renter_id") WHERE "conversations"."reservation_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_renter_id_idx" ON "conversations" USING btree ("renter_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_owner_id_idx" ON "conversations" USING btree ("owner_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_receiver_idx" ON "messages" USING btree ("receiver_id") WHERE not "messages"."read";--> statement-breakpoint
CREATE INDEX "notifications_user_id_timestamp_idx" ON "notifications" USING btree ("user_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_user_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reviews_user_id_reservation_id_key" ON "listing_reviews" USING btree ("user_id","reservation_id");--> statement-breakpoint
CREATE INDEX "listing_reviews_listing_id_idx" ON "listing_reviews" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_reviews_reservation_id_idx" ON "listing_reviews" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_reviews_reviewer_id_reservation_id_key" ON "user_reviews" USING btree ("reviewer_id","reservation_id");--> statement-breakpoint
CREATE INDEX "user_reviews_reviewee_id_idx" ON "user_reviews" USING btree ("reviewee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_reviews_reservation_id_idx" ON "user_reviews" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_id_key" ON "referrals" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_id_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_id_idx" ON "phone_verifications" USING btree ("user_id","created_at" DESC NULLS LAST);