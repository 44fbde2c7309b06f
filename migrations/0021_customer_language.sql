-- The language a customer last chose (issue 31): 'pt' or 'es', their e-mails' language; nothing else is stored.
ALTER TABLE `users` ADD `language` text DEFAULT 'pt' NOT NULL CHECK (`language` IN ('pt', 'es'));
