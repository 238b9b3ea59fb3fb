import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SIN_REFERENCIAS, type AuditoriaRow } from '@reparto/contract';
import { usarIdioma } from '../../../testing/idioma';
import { Cambios } from './cambios';

const fila: AuditoriaRow = {
  id_auditoria: 9,
  fecha: '2025-09-21T10:00:00.000Z',
  id_cuenta: 2,
  email: 'tesorero@reparto.local',
  nickname: 'tesorero',
  accion: 'cambiar_silver',
  entidad: 'periodo',
  id_entidad: '7',
  antes: { silverAlbion: 1_250_000, activo: true, idEstadoDistribucion: 3, cargos: [], slots: ['MainHand'] },
  despues: { silverAlbion: 2_000_000, activo: false, idEstadoDistribucion: 2, cargos: [], slots: ['Cape'] },
};

const celdas = () => screen.getAllByRole('cell').map((c) => c.textContent);

describe('the values of an audit row in the active language', () => {
  it('Spanish exactly as the contract (and the CSV) writes them', () => {
    render(<Cambios row={fila} refs={SIN_REFERENCIAS} />);
    expect(celdas()).toEqual([
      '$1.250.000',
      '$2.000.000',
      'Sí',
      'No',
      'Abierto',
      'En distribución',
      'Sin cargos',
      'Sin cargos',
      'Mano principal',
      'Capa',
    ]);
  });
  it('English', async () => {
    await usarIdioma('en');
    render(<Cambios row={fila} refs={SIN_REFERENCIAS} />);
    expect(celdas()).toEqual([
      '$1,250,000',
      '$2,000,000',
      'Yes',
      'No',
      'Open',
      'In distribution',
      'No ranks',
      'No ranks',
      'Main hand',
      'Cape',
    ]);
  });
  it('Português', async () => {
    await usarIdioma('pt-BR');
    render(<Cambios row={fila} refs={SIN_REFERENCIAS} />);
    expect(celdas()).toEqual([
      '$1.250.000',
      '$2.000.000',
      'Sim',
      'Não',
      'Aberto',
      'Em distribuição',
      'Sem cargos',
      'Sem cargos',
      'Mão principal',
      'Capa',
    ]);
  });
});
