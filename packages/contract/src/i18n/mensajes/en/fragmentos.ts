// Pieces of sentences in English (source: ../es/fragmentos.ts): what fills a translated sentence's variables.
import type { Traduccion } from '../../idioma.js';
import type { fragmentos as fuente } from '../es/fragmentos.js';

export const fragmentos: Traduccion<typeof fuente> = {
  'frag.estadoFinalizado': 'Finalized',
  'frag.estadoEnDistribucion': 'In distribution',
  'frag.estadoAbierto': 'Open',
  'frag.abiertoOEnDistribucion': 'Open or In distribution',
  'frag.noFinalizado': 'not finalized',
  'frag.reclamoPendiente': 'Pending',
  'frag.reclamoAprobado': 'Approved',
  'frag.reclamoRechazado': 'Rejected',
  'frag.reclamoPagado': 'Paid',
  'frag.crear': 'created',
  'frag.eliminar': 'deleted',
  'frag.aprobar': 'approved',
  'frag.rechazarDeshaga': 'rejected (undo the payment first)',
  'frag.cambiarValor': 'change the value of a period',
  'frag.cerrarPeriodo': 'close a period',
  'frag.finalizarPeriodo': 'finalize the distribution of a period',
  'frag.registrarPagos': 'record payments in a period',
  'frag.deshacerPagos': 'undo payments in a period',
  'frag.conciliarPagos': 'reconcile the payments of a period',
  'frag.reclamarRegear': 'claim regear in a period',
  'frag.aprobarRegear': 'approve regear in a period',
  'frag.rechazarRegear': 'reject regear in a period',
  'frag.pagarRegear': 'pay regear in a period',
  'frag.deshacerPagosRegear': 'undo regear payments in a period',
  'frag.ningunGremio': 'no guild',
};
