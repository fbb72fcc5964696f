-- Placeholder reserved for 0028_message_images: replace with the real statements.
SELECT 1;
