-- The overlay's Edit link is now built from the server's AB_EDIT_URL_BASE (default
-- /admin/ab-content/, the product's own editor) unless a block stores a link of its own. Blocks
-- seeded with the old fixed default drop it, so a deployment's base applies to them too.
update ab_blocks set edit_url = null where edit_url = '/admin/ab-content/' || identifier || '/';
