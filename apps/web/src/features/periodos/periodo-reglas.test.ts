import { describe, expect, it } from 'vitest';
import { chestConfig } from './chest-config';
import { cofresSuficientes, puedeCambiarValor, puedePagar, todosPagados } from './periodo-reglas';

const auth = (nickname: string, cargos: number[]) => ({
  status: 'authenticated' as const,
  nickname,
  roles: cargos.map((id_cargo) => ({ id_cargo })),
});
const anon = { status: 'not-authenticated' as const, nickname: null, roles: [] };

describe('puedePagar (docs/domain.md, "Permissions")', () => {
  it('needs an authenticated viewer who is the distributor, in state 2', () => {
    expect(puedePagar(auth('dist', [5]), { distribuidor_nickname: 'dist', id_estado_distribucion: 2 })).toBe(true);
    expect(puedePagar(auth('dist', [5]), { distribuidor_nickname: 'dist', id_estado_distribucion: 3 })).toBe(false);
    expect(puedePagar(auth('dist', [5]), { distribuidor_nickname: 'dist', id_estado_distribucion: 1 })).toBe(false);
    expect(puedePagar(auth('otro', [5, 8]), { distribuidor_nickname: 'dist', id_estado_distribucion: 2 })).toBe(false);
    expect(puedePagar(auth('dist', [5]), { distribuidor_nickname: null, id_estado_distribucion: 2 })).toBe(false);
    expect(puedePagar({ ...anon, nickname: 'dist' }, { distribuidor_nickname: 'dist', id_estado_distribucion: 2 })).toBe(false);
  });
});

describe('puedeCambiarValor (docs/domain.md, "Permissions")', () => {
  it('is for charge 8 in states 3 and 2', () => {
    expect(puedeCambiarValor(auth('t', [8]), { id_estado_distribucion: 3 })).toBe(true);
    expect(puedeCambiarValor(auth('t', [8]), { id_estado_distribucion: 2 })).toBe(true);
    expect(puedeCambiarValor(auth('t', [8]), { id_estado_distribucion: 1 })).toBe(false);
    expect(puedeCambiarValor(auth('t', [7]), { id_estado_distribucion: 3 })).toBe(false);
    expect(puedeCambiarValor({ ...anon, roles: [{ id_cargo: 8 }] }, { id_estado_distribucion: 3 })).toBe(false);
  });
});

describe('cofresSuficientes (docs/domain.md, "Screens and texts")', () => {
  it('needs at least one house and chests ≥ required', () => {
    expect(cofresSuficientes(8, 8, 1)).toBe(true);
    expect(cofresSuficientes(7, 8, 2)).toBe(false);
    expect(cofresSuficientes(0, 0, 0)).toBe(false);
    expect(cofresSuficientes(6, 0, 1)).toBe(true);
  });
});

describe('todosPagados', () => {
  it('is true only when every row is paid', () => {
    expect(todosPagados([{ esta_pagado: true }, { esta_pagado: true }])).toBe(true);
    expect(todosPagados([{ esta_pagado: true }, { esta_pagado: false }])).toBe(false);
  });
});

describe('chestConfig (docs/domain.md, "Screens and texts")', () => {
  it('grants the player co-owner; owner keeps owner; guild and everyone get no access', () => {
    expect(chestConfig({ nickname: 'beto', sum: 1_234_567 }, 7)).toBe(
      [
        'Configuración del cofre de beto (periodo 7, $1.234.567)',
        'Jugador beto: Copropietario',
        'Propietario: Propietario',
        'Gremio: Sin acceso',
        'Todos: Sin acceso',
      ].join('\n'),
    );
  });
});
