-- Placeholder reserved for 0029_conversation_booking_subject: replace with the real statements.
SELECT 1;
