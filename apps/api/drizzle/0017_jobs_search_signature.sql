-- A /vagas search by word walks the open jobs in list order (modules/jobs/jobs-list-sql.ts) and
-- opened every job it passed to read its text: 'sao paulo', on one open job in 40, opened about
-- 1,000 jobs for a page of 25. Each job now keeps the trigrams of its search_text as 1,024 bits,
-- and the list indexes carry them: a job whose bits lack one of the words' trigrams cannot hold
-- the words and is turned down in the index; the few others are opened and tested with LIKE as
-- before, so a false positive costs a read and never a wrong answer.
--
-- Only trigrams inside a word count (show_trgm pads each word with spaces): three letters in a
-- row of the words searched are three letters in a row of one of the text's words, whatever
-- surrounds them, so LIKE '%word%' can hold only where every trigram of the word is in the text.
-- A trigram's bit is the low 10 bits of hashtext, the hash PostgreSQL keeps stable on disk (hash
-- indexes). Bit 0 is set in every signature, so a search short of trigrams can ask for it.
-- PL/pgSQL, not SQL: it keeps its plans for the session, where a SQL function with a query inside
-- is planned again at every call (0.05 ms a search).
CREATE OR REPLACE FUNCTION passarela_trgm_signature(folded text) RETURNS bit(1024)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  signature bit(1024) := set_bit(0::bit(1024), 0, 1);
  trigram text;
BEGIN
  FOREACH trigram IN ARRAY public.show_trgm(folded) LOOP
    IF strpos(trigram, ' ') = 0 THEN
      signature := set_bit(signature, hashtext(trigram) & 1023, 1);
    END IF;
  END LOOP;
  RETURN signature;
END
$$;--> statement-breakpoint
-- The bits a search asks for: those of the trigrams inside its words, each once, in show_trgm's
-- order. A search tests a few of them with get_bit, which reads one bit where comparing whole
-- signatures built two new ones per index entry (1.5x the statement's time for 'sao paulo').
CREATE OR REPLACE FUNCTION passarela_trgm_bits(folded text) RETURNS int[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  bits int[] := '{}';
  trigram text;
  bit_number int;
BEGIN
  FOREACH trigram IN ARRAY public.show_trgm(folded) LOOP
    IF strpos(trigram, ' ') = 0 THEN
      bit_number := hashtext(trigram) & 1023;
      IF NOT bit_number = ANY (bits) THEN
        bits := bits || bit_number;
      END IF;
    END IF;
  END LOOP;
  RETURN bits;
END
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_signature" bit(1024) GENERATED ALWAYS AS (passarela_trgm_signature(passarela_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, '')))) STORED;--> statement-breakpoint
-- Keys and predicates as before (schema/hiring.ts); Drizzle's index builder has no INCLUDE.
DROP INDEX "jobs_open_list_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_list_idx" ON "jobs" USING btree ("featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("job_type","pay_cents","starts_on","search_signature")
  WHERE "jobs"."status" = 'open';--> statement-breakpoint
DROP INDEX "jobs_open_state_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_state_idx" ON "jobs" USING btree ("state","featured" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("job_type","pay_cents","starts_on","search_signature")
  WHERE "jobs"."status" = 'open';
