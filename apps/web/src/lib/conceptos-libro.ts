// What each ledger transaction was (docs/libro.md, «What posts what»), said in the reader's language: the
// server sends its `concepto` code (CONCEPTOS_LIBRO), «Mi saldo» and «Tesorería» show its name. Every key
// written out, so that the catalogue's test finds its uses.
import { useCallback } from 'react';
import { useTextos } from './i18n/textos';
import { textosNucleo } from './textos';
import type es from './textos/es';

const CLAVE_CONCEPTO: Record<string, keyof typeof es> = {
  cierre: 'libro.concepto.cierre',
  regear: 'libro.concepto.regear',
  regear_rechazado: 'libro.concepto.regear_rechazado',
  pago: 'libro.concepto.pago',
  pago_deshecho: 'libro.concepto.pago_deshecho',
  pago_regear: 'libro.concepto.pago_regear',
  pago_regear_deshecho: 'libro.concepto.pago_regear_deshecho',
  retiro: 'libro.concepto.retiro',
  retiro_deshecho: 'libro.concepto.retiro_deshecho',
  ajuste: 'libro.concepto.ajuste',
  venta_botin: 'libro.concepto.venta_botin',
  alianza: 'libro.concepto.alianza',
  pago_alianza: 'libro.concepto.pago_alianza',
};

/** The name of a concepto, or the code as it came for one this web does not know yet. */
export function useNombreConcepto(): (concepto: string) => string {
  const t = useTextos(textosNucleo);
  return useCallback(
    (concepto: string) => (Object.hasOwn(CLAVE_CONCEPTO, concepto) ? t(CLAVE_CONCEPTO[concepto]!) : concepto),
    [t],
  );
}
