-- Threads about a shoot booking (subject_kind 'booking') need no schema change: subject_kind is
-- free text checked by the API. Kept as an empty step so the migration numbers stay in sequence.
SELECT 1;
