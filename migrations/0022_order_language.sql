-- The language an order was placed in (issue 31, decisions/0040): 'pt' or 'es', its e-mails' language; older orders are Portuguese.
ALTER TABLE `orders` ADD `language` text DEFAULT 'pt' NOT NULL CHECK (`language` IN ('pt', 'es'));
