-- The consult page's booking calendar is now a deployment setting (runtime config `scheduler`)
-- that the page draws itself. The consult block seeded before loaded a placeholder script that
-- could never load and then apologised; where that seeded script is still there, the block gets
-- the words seeded now and no script. A block an editor gave another script is left alone.
with changed as (
  update ab_variants
     set content = '<h1>Book a consult</h1><p>Talk to a specialist about your symptoms and your options. Tell us a little about yourself and we call you back to arrange a time.</p>',
         script = null
   where identifier = 'cele-consult-booking'
     and script like '%https://scheduling.example.com/widget.js%'
  returning identifier
)
update ab_blocks set updated_at = now() where identifier in (select identifier from changed);
