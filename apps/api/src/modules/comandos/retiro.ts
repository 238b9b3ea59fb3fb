// `/retiro monto:` (docs/integraciones.md, «Interacciones»; docs/libro.md, «Retiros»): the caller asks
// for a withdrawal from their balance through the same service as the web (retiros.service.ts
// `solicitar`: available balance, weekly cap, the same sentences). The amount is read as members type
// it (the contract's `leerMonto`: «5.000.000», «5m», «5kk», «1,5m»).
import { leerMonto, plataEn, SilverDistribucionSchema } from '@reparto/contract';
import { solicitar } from '../retiros/retiros.service.js';
import { definicionComando, opcionComando } from './comando.js';
import { conCuenta, decir, efimero, opcion, type ComandoHttp } from './respuestas.js';

/** The command as Discord's API v10 takes it (option type 3: string, so that «5m» may be typed). */
export const COMANDO_RETIRO = definicionComando('retiro', 'retiro.comandoDescripcion', [
  opcionComando(3, 'monto', 'retiro.opcionMonto', { required: true, max_length: 32 }),
]);

export const RETIRO: ComandoHttp = {
  definicion: COMANDO_RETIRO,
  contestar: (i, deps) =>
    conCuenta(i, deps, async (cuenta, idioma) => {
      const t = decir(idioma);
      const texto = opcion(i, 'monto')?.value;
      const silver = typeof texto === 'string' ? leerMonto(texto) : null;
      if (silver === null || !SilverDistribucionSchema.safeParse(silver).success) return efimero(t('retiro.montoInvalido'));
      const { resultado } = await solicitar(deps.db, deps.app.ajustesAvisos, cuenta, silver);
      return efimero(t('retiro.pedido', { id: resultado.id_retiro, silver: plataEn(idioma, resultado.silver) }));
    }),
};
