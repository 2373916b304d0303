ALTER TABLE "tax_documents" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
-- Hand-edited: the new column is filled from the numbers already printed before it is required.
ALTER TABLE "tax_documents" ADD COLUMN "number_prefix" text;--> statement-breakpoint
UPDATE "tax_documents" SET "number_prefix" = left("number", length("number") - 6);--> statement-breakpoint
ALTER TABLE "tax_documents" ALTER COLUMN "number_prefix" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_numbered_check" CHECK (("tax_documents"."sequence" is null) = ("tax_documents"."number" is null));--> statement-breakpoint
-- Hand-written from here (docs/decisions/030-invoice-numbered-at-commit.md): a document is
-- inserted without a number, and this deferred trigger gives it the series' next one while its
-- transaction commits. The counter row's lock, which every issuer of the series waits on, is then
-- held only for the commit itself, never across a round trip to the app. A rollback (or a killed
-- process) undoes the count with the document, so numbers stay consecutive and none is used twice.
CREATE OR REPLACE FUNCTION tax_documents_number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_sequence integer;
BEGIN
  INSERT INTO tax_document_counters AS c (series, financial_year, last)
    VALUES (NEW.kind, NEW.financial_year, 1)
    ON CONFLICT (series, financial_year) DO UPDATE SET last = c.last + 1
    RETURNING last INTO next_sequence;
  UPDATE tax_documents
     SET sequence = next_sequence, number = NEW.number_prefix || lpad(next_sequence::text, 6, '0')
   WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tax_documents_number_at_commit
  AFTER INSERT ON tax_documents
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.sequence IS NULL)
  EXECUTE FUNCTION tax_documents_number_at_commit();
