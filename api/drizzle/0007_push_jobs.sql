CREATE TABLE "push_jobs" (
	"job_seq" serial PRIMARY KEY NOT NULL,
	"notification_seq" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_jobs" ADD CONSTRAINT "push_jobs_notification_seq_notifications_notification_seq_fk" FOREIGN KEY ("notification_seq") REFERENCES "public"."notifications"("notification_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_jobs_run_after_idx" ON "push_jobs" USING btree ("run_after");