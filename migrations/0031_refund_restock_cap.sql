-- Issue 43: filled by the change it is named after; an empty migration applies nothing.
SELECT 1;
