-- Placeholder reserved for 0030_safety_tips_seen: replace with the real statements.
SELECT 1;
