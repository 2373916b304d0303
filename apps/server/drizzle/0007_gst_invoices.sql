CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "tax_document_counters_series_check" CHECK ("tax_document_counters"."series" in ('invoice','credit_note'))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"refund_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice','credit_note')),
	CONSTRAINT "tax_documents_total_check" CHECK ("tax_documents"."total_paise" > 0),
	CONSTRAINT "tax_documents_sequence_check" CHECK ("tax_documents"."sequence" between 1 and 999999),
	CONSTRAINT "tax_documents_credit_note_check" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."invoice_id" is null))
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_idx" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_order_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_idx" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");