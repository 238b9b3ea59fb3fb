import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ItemRegear } from '@reparto/contract';
import { usarIdioma } from '../../../testing/idioma';
import { ItemsRegear } from './items-regear';

// Why an item does not count is the API's sentence (modules/regear/valorar.ts): shown in the reader's language.
const items: ItemRegear[] = [
  {
    slot: 'Cape',
    item: 'T8_CAPEITEM_FW_MARTLOCK',
    calidad: 2,
    cuenta: 1,
    tier_eq: 8,
    motivo: 'Capa: la casilla no cuenta según las reglas',
  },
  { slot: 'Bag', item: 'T6_BAG', calidad: 1, cuenta: 1, tier_eq: 6, motivo: 'Bolsa: nunca cuenta para el regear' },
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
  it('a reason kept with its code is said from it, numbers too; an old row with a number keeps its Spanish text', async () => {
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
      {
        slot: 'Armor',
        item: 'T8_ARMOR_PLATE_SET1',
        calidad: 2,
        cuenta: 1,
        tier_eq: 9,
        motivo: 'Poder de objeto de la muerte 1299 por debajo del mínimo (1300)',
      },
    ];
    await usarIdioma('pt-BR');
    render(<ItemsRegear items={conCodigo} label="Itens" />);
    expect(await screen.findByText('Tier equivalente 9 abaixo do mínimo (10)')).toBeInTheDocument();
    expect(screen.getByText('Poder de objeto de la muerte 1299 por debajo del mínimo (1300)')).toBeInTheDocument();
  });
});
