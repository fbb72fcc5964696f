-- /ensaios filtered by city (shoots-list-sql.ts: passarela_fold(s.city) = passarela_fold($city)):
-- without it a rare city walks the whole active list index. Keyed like shoot_packages_active_uf_idx,
-- on the folded city, so one city's newest packages are read in order and the other filters
-- (category, price, UF, a word's trigrams) are tested in the index before a row is opened.
CREATE INDEX "shoot_packages_active_city_idx" ON "shoot_packages" USING btree (passarela_fold("city"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("category","price_cents","uf","photographer_id","search_signature")
  WHERE "shoot_packages"."status" = 'active';
