import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ItemRegear } from '@reparto/contract';
import { usarIdioma } from '../../../testing/idioma';
import { ItemsRegear } from './items-regear';

// Why an item does not count is the API's sentence (modules/regear/valorar.ts), kept as its Spanish text
// and its code: shown in the reader's language from the code.
const items: ItemRegear[] = [
  {
    slot: 'Cape',
    item: 'T8_CAPEITEM_FW_MARTLOCK',
    calidad: 2,
    cuenta: 1,
    tier_eq: 8,
    motivo: 'Capa: la casilla no cuenta según las reglas',
    motivo_frase: { codigo: 'regear.motivoCasilla', valores: { slot: { codigo: 'frag.slotCape' } } },
  },
  {
    slot: 'Bag',
    item: 'T6_BAG',
    calidad: 1,
    cuenta: 1,
    tier_eq: 6,
    motivo: 'Bolsa: nunca cuenta para el regear',
    motivo_frase: { codigo: 'regear.motivoNunca', valores: { slot: { codigo: 'frag.slotBag' } } },
  },
];

describe("an item's reason in the active language", () => {
  it('Spanish as the API wrote it', () => {
    render(<ItemsRegear items={items} label="Objetos" />);
    expect(screen.getByText('Capa: la casilla no cuenta según las reglas')).toBeInTheDocument();
  });
  it('English and Portuguese', async () => {
    await usarIdioma('en');
    const { unmount } = render(<ItemsRegear items={items} label="Items" />);
    expect(await screen.findByText('Cape: the slot does not count under the rules')).toBeInTheDocument();
    expect(screen.getByText('Bag: never counts for the regear')).toBeInTheDocument();
    unmount();
    await usarIdioma('pt-BR');
    render(<ItemsRegear items={items} label="Itens" />);
    expect(await screen.findByText(/: nunca conta para o regear$/)).toBeInTheDocument();
  });
  it('a reason kept with its code is said from it, numbers too', async () => {
    const conCodigo: ItemRegear[] = [
      {
        slot: 'Head',
        item: 'T8_HEAD_PLATE_SET1',
        calidad: 2,
        cuenta: 1,
        tier_eq: 9,
        motivo: 'Tier equivalente 9 por debajo del mínimo (10)',
        motivo_frase: { codigo: 'regear.motivoTierMin', valores: { tier: 9, min: 10 } },
      },
    ];
    await usarIdioma('pt-BR');
    render(<ItemsRegear items={conCodigo} label="Itens" />);
    expect(await screen.findByText('Tier equivalente 9 abaixo do mínimo (10)')).toBeInTheDocument();
  });
  it('an item stored before reasons had codes, as migration 0021 left it, is said in English, its numbers too', async () => {
    // The row held only the Spanish text; the migration (apps/api/drizzle/0021_motivo_frase.sql, its test
    // db/migracion-motivos.test.ts) added the code and the values read from it.
    const migrado: ItemRegear[] = [
      {
        slot: 'Armor',
        item: 'T8_ARMOR_PLATE_SET1',
        calidad: 2,
        cuenta: 1,
        tier_eq: 8,
        motivo: 'Poder de objeto de la muerte 1299 por debajo del mínimo (1300)',
        motivo_frase: { codigo: 'regear.motivoIp', valores: { ip: 1299, min: 1300 } },
      },
    ];
    await usarIdioma('en');
    render(<ItemsRegear items={migrado} label="Items" />);
    expect(await screen.findByText('Item power at death 1299 below the minimum (1300)')).toBeInTheDocument();
    expect(screen.queryByText(/Poder de objeto/)).toBeNull();
  });
});
