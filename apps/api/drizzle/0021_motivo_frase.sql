-- Regear items stored before reasons had codes (docs/decisions/018-old-reasons-get-their-code.md): a
-- reason kept only as its Spanish text (`motivo`) gets its code and raw values (`motivo_frase`), read
-- once, here, from the six Spanish templates of the `regear.motivo*` codes (packages/contract,
-- i18n/mensajes/es/campos.ts) as the code wrote them: the slot by its Spanish name, numbers as plain
-- digits. A text that matches none keeps only its Spanish; an item that counts, or has its code, is
-- left alone. The templates are copied, not read from the catalogue: this migration must mean the
-- same thing on every database, whatever the catalogue says later.
CREATE FUNCTION "motivo_con_frase"(item jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN f.frase IS NULL THEN item ELSE item || jsonb_build_object('motivo_frase', f.frase) END
  FROM (SELECT item->>'motivo' AS m, item->>'slot' AS slot) AS i
  LEFT JOIN (VALUES ('MainHand', 'Mano principal'), ('OffHand', 'Mano secundaria'), ('Head', 'Cabeza'),
                    ('Armor', 'Armadura'), ('Shoes', 'Botas'), ('Cape', 'Capa'), ('Bag', 'Bolsa'),
                    ('Mount', 'Montura'), ('Potion', 'Poción'), ('Food', 'Comida')) AS s(slot, nombre)
    ON s.slot = i.slot
  CROSS JOIN LATERAL (SELECT
    regexp_match(i.m, '^Poder de objeto de la muerte ([0-9]+) por debajo del mínimo \(([0-9]+)\)$') AS ip,
    regexp_match(i.m, '^Tier equivalente ([0-9]+) por debajo del mínimo \(([0-9]+)\)$') AS tier_min,
    regexp_match(i.m, '^Tier equivalente ([0-9]+) por encima del máximo \(([0-9]+)\)$') AS tier_max) AS n
  CROSS JOIN LATERAL (SELECT CASE
    WHEN item ? 'motivo_frase' OR i.m IS NULL THEN NULL
    WHEN i.m = s.nombre || ': nunca cuenta para el regear' THEN jsonb_build_object('codigo', 'regear.motivoNunca',
      'valores', jsonb_build_object('slot', jsonb_build_object('codigo', 'frag.slot' || i.slot)))
    WHEN i.m = s.nombre || ': la casilla no cuenta según las reglas' THEN jsonb_build_object('codigo', 'regear.motivoCasilla',
      'valores', jsonb_build_object('slot', jsonb_build_object('codigo', 'frag.slot' || i.slot)))
    WHEN i.m = 'No se puede leer el tier del objeto' THEN jsonb_build_object('codigo', 'regear.motivoTier')
    WHEN n.ip IS NOT NULL THEN jsonb_build_object('codigo', 'regear.motivoIp',
      'valores', jsonb_build_object('ip', n.ip[1]::int, 'min', n.ip[2]::int))
    WHEN n.tier_min IS NOT NULL THEN jsonb_build_object('codigo', 'regear.motivoTierMin',
      'valores', jsonb_build_object('tier', n.tier_min[1]::int, 'min', n.tier_min[2]::int))
    WHEN n.tier_max IS NOT NULL THEN jsonb_build_object('codigo', 'regear.motivoTierMax',
      'valores', jsonb_build_object('tier', n.tier_max[1]::int, 'max', n.tier_max[2]::int))
  END AS frase) AS f
$$;
--> statement-breakpoint
UPDATE "reclamo_regear" AS r
   SET "items" = (SELECT jsonb_agg("motivo_con_frase"(e.item) ORDER BY e.n)
                    FROM jsonb_array_elements(r."items") WITH ORDINALITY AS e(item, n))
 WHERE EXISTS (SELECT 1
                 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r."items") = 'array' THEN r."items" ELSE '[]' END) AS e(item)
                WHERE e.item ? 'motivo' AND NOT e.item ? 'motivo_frase');
--> statement-breakpoint
DROP FUNCTION "motivo_con_frase"(jsonb);
