import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { item, muerte } from '../regear-fixtures';
import { MuertesLista } from './muertes-lista';
import { ItemsRegear } from './items-regear';

// An item's name in the reader's language comes from the API (`nombre`, docs/regear.md «Nombres de los
// objetos»): shown instead of the id, the id as its tooltip; an item without a name shows its id.
const items = [
  item({ slot: 'MainHand', item: 'T8_2H_CLAYMORE@3', nombre: "Elder's Claymore" }),
  item({ slot: 'Armor', item: 'T8_ARMOR_PLATE_SET1@1' }),
];

describe('item names in the regear', () => {
  it('a death’s items show their names, the id as the tooltip, and the id where no name is known', async () => {
    render(
      <MuertesLista muertes={[muerte({ items })]} periodos={[]} puedeReclamar={false} enviando={null} onReclamar={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Ver los objetos de la muerte/ }));
    const nombre = await screen.findByText("Elder's Claymore");
    expect(nombre).toHaveAttribute('title', 'T8_2H_CLAYMORE@3');
    expect(screen.queryByText('T8_2H_CLAYMORE@3')).toBeNull();
    expect(screen.getByText('T8_ARMOR_PLATE_SET1@1')).toBeInTheDocument();
  });

  it('a claim’s items (the same table) show the name too', () => {
    render(<ItemsRegear items={items} label="Objetos del reclamo" />);
    expect(screen.getByText("Elder's Claymore")).toHaveAttribute('title', 'T8_2H_CLAYMORE@3');
  });
});
