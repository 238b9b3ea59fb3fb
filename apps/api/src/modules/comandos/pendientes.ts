// `/pendientes` (docs/integraciones.md, «Interacciones»), a staff command: the regear claims and the
// withdrawals waiting for review. Discord hides it from members (`default_member_permissions: "0"`: only
// the server's administrators, and the roles they allow in Server Settings → Integrations), and the
// server checks again whoever calls it: only a linked TESORERO or LIDER account gets the lists, through
// the same services (and rules) as the web.
import { plataEn, revisaRegear, revisaRetiros } from '@reparto/contract';
import { escapar, recortar } from '../notificaciones/embed.js';
import { listar as listarReclamos } from '../regear/regear.service.js';
import { listar as listarRetiros } from '../retiros/retiros.service.js';
import { definicionComando } from './comando.js';
import { conCuenta, decir, efimero, type ComandoHttp } from './respuestas.js';

/** Hidden from everyone but the administrators until they allow a role (the server checks the cargo anyway). */
export const COMANDO_PENDIENTES = {
  ...definicionComando('pendientes', 'pendientes.descripcion', []),
  default_member_permissions: '0',
};

/** Lines of each list; beyond, «… and N more». */
const MAX_LINEAS = 10;
const MAX_CONTENIDO = 2000;

export const PENDIENTES: ComandoHttp = {
  definicion: COMANDO_PENDIENTES,
  contestar: (i, deps) =>
    conCuenta(i, deps, async (cuenta, idioma) => {
      const t = decir(idioma);
      const plata = (v: number) => plataEn(idioma, v);
      const regear = revisaRegear(cuenta.cargos);
      const retiros = revisaRetiros(cuenta.cargos);
      if (!regear && !retiros) return efimero(t('pendientes.sinPermiso'));
      const [reclamos, pedidos] = await Promise.all([
        regear ? listarReclamos(deps.db, { estado: 'pendiente' }, idioma) : null,
        retiros ? listarRetiros(deps.db, cuenta, { estado: 'pendiente' }) : null,
      ]);
      const lineas: string[] = [];
      const mas = (total: number, mostradas: number) =>
        total > mostradas ? [t('pendientes.mas', { n: total - mostradas })] : [];
      if (reclamos && reclamos.count > 0) {
        const filas = reclamos.message.slice(0, MAX_LINEAS);
        lineas.push(t('pendientes.regearTitulo', { n: reclamos.count }));
        for (const r of filas)
          lineas.push(
            t('pendientes.regearLinea', {
              id: r.id_reclamo,
              nickname: escapar(r.nickname),
              silver: plata(r.silver),
              periodo: r.id_periodo,
            }),
          );
        lineas.push(...mas(reclamos.count, filas.length));
      }
      if (pedidos && pedidos.count > 0) {
        const filas = pedidos.message.slice(0, MAX_LINEAS);
        lineas.push(t('pendientes.retirosTitulo', { n: pedidos.count }));
        for (const r of filas)
          lineas.push(t('pendientes.retiroLinea', { id: r.id_retiro, nickname: escapar(r.nickname), silver: plata(r.silver) }));
        lineas.push(...mas(pedidos.count, filas.length));
      }
      return efimero(lineas.length === 0 ? t('pendientes.nada') : recortar(lineas.join('\n'), MAX_CONTENIDO));
    }),
};
