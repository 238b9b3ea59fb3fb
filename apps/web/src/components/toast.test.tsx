import { describe, expect, it } from 'vitest';
import { failure } from '../testing/fixtures';
import { ERROR_DETALLE, errorDetail } from './toast';

describe('errorDetail: the lead and the failure as two sentences', () => {
  it('puts a full stop between a lead without punctuation and the server message', () => {
    expect(errorDetail({ lead: ERROR_DETALLE, error: failure(409, 'Ya existe un periodo abierto en Bridgewatch') })).toBe(
      'Error encontrado, porfavor vuelva a intentarlo. Ya existe un periodo abierto en Bridgewatch',
    );
  });

  it('keeps a lead that has its own punctuation, and a lead alone as it is', () => {
    expect(errorDetail({ lead: 'No se pudo leer el registro:', error: failure(400, 'Línea 3 sin importe') })).toBe(
      'No se pudo leer el registro: Línea 3 sin importe',
    );
    expect(errorDetail({ lead: ERROR_DETALLE })).toBe(ERROR_DETALLE);
  });

  it('never shows the technical validation text', () => {
    const error = failure(400, 'Datos inválidos (cuerpo): silver: La plata debe ser un entero');
    expect(errorDetail({ lead: ERROR_DETALLE, error })).toBe(
      'Error encontrado, porfavor vuelva a intentarlo. La plata debe ser un entero.',
    );
  });
});
