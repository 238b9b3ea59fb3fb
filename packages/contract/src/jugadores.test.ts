import { describe, expect, it } from 'vitest';
import {
  CrearCuentaItemSchema,
  EditarJugadorRequestSchema,
  EstadoJugadorItemSchema,
  JugadorItemSchema,
  ListaJugadoresItemSchema,
} from './index.js';

describe('players schemas', () => {
  it('lista defaults to no filter and page 1, trimming the filter', () => {
    expect(ListaJugadoresItemSchema.parse({})).toEqual({ nickname: '', page: 1 });
    expect(ListaJugadoresItemSchema.parse({ nickname: '  Fen ', page: 3 })).toEqual({ nickname: 'Fen', page: 3 });
  });

  it('the player item lower-cases the nickname and drops unknown fields', () => {
    expect(JugadorItemSchema.parse({ nickname: ' DarkVex ', idRol: 1, idCargo: 3, estado: false, idPlayer: 9 })).toEqual({
      nickname: 'darkvex',
      idRol: 1,
      idCargo: 3,
    });
  });

  it.each([
    [{ nickname: 'ana', idRol: 0, idCargo: 3 }, 'Selecciona un rol'],
    [{ nickname: 'ana', idRol: 1, idCargo: 0 }, 'Selecciona un cargo'],
    [{ nickname: 'ana', idRol: 1 }, 'El cargo es obligatorio'],
    [{ nickname: '  ', idRol: 1, idCargo: 3 }, 'El nickname debe tener al menos 3 caracteres'],
  ])('refuses %j with "%s"', (item, message) => {
    expect(JugadorItemSchema.safeParse(item).error?.issues[0]?.message).toBe(message);
  });

  it('edit needs the idPlayer; the switch needs a boolean estado', () => {
    expect(EditarJugadorRequestSchema.safeParse([{ nickname: 'ana', idRol: 1, idCargo: 3 }]).success).toBe(false);
    expect(EstadoJugadorItemSchema.safeParse({ estado: 'false', idPlayer: 1 }).success).toBe(false);
    expect(EstadoJugadorItemSchema.parse({ estado: false, idPlayer: 4 })).toEqual({ estado: false, idPlayer: 4 });
    // Ids are JSON integers: a string, a boolean or a list that looks like one is refused.
    for (const idPlayer of ['4', true, [4], '0x4', ' 4 ']) {
      expect(EstadoJugadorItemSchema.safeParse({ estado: false, idPlayer }).success).toBe(false);
    }
  });
});

describe('account schemas', () => {
  const item = { nickname: 'Ana', email: ' Ana@Gremio.TEST ', password: 'una-clave-larga', cargos: [8, 7, 8] };

  it('normalises the email and the charges', () => {
    expect(CrearCuentaItemSchema.parse(item)).toEqual({
      nickname: 'ana',
      email: 'ana@gremio.test',
      password: 'una-clave-larga',
      cargos: [7, 8],
    });
  });

  it.each([
    [{ password: '123456789' }, 'La contraseña debe tener al menos 10 caracteres'],
    [{ email: 'no-es-email' }, 'El email no es válido'],
    [{ cargos: [0] }, 'Selecciona un cargo'],
  ])('refuses %j with "%s"', (change, message) => {
    expect(CrearCuentaItemSchema.safeParse({ ...item, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
