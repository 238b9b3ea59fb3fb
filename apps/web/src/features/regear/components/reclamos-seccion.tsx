// «Reclamos» (docs/regear.md, "Review"): the claims, pending first, filtered by period, state and
// player (the CSV has the same filters); each row opens onto its items with their prices and reasons.
// TESORERO and LIDER (revisaRegear) approve or reject the pending ones and reject an approved one,
// never their own player's (the server enforces it too). A rejected claim's amount is shown as not owed.
import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ESTADOS_RECLAMO, REGEAR_PAGE_SIZE, revisaRegear, type Reclamo } from '@reparto/contract';
import { ACCIONES_APILADAS } from '../../../components/tabla-apilada';
import { Tabla, type Columna } from '../../../components/tabla';
import { TABLA_CIFRAS } from '../../../components/tabla-cifras';
import { usePagina } from '../../../components/use-pagina';
import { RowExpander, useRowExpansion } from '../../../components/row-expander';
import { ExportarCsvButton } from '../../../components/exportar-csv';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreEstadoReclamo } from '../../../lib/i18n/nombres';
import { cargosDe, useSession } from '../../../lib/session';
import { parametrosReclamos, useReclamos } from '../api/get-reclamos';
import type { FiltroReclamos } from '../api/keys';
import { textosRegear } from '../textos';
import { ItemsRegear } from './items-regear';
import { EstadoReclamoTag } from './estado-reclamo';
import { RevisarAcciones } from './revisar-acciones';

/** A filter typed as text; it waits in the draft until «Filtrar». A period's number keeps its digits only. */
function FiltroTexto({
  id,
  label,
  numerico = false,
  value,
  onChange,
}: {
  id: string;
  label: string;
  numerico?: boolean;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className={numerico ? 'regear-campo regear-campo-corto' : 'regear-campo'}>
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        inputMode={numerico ? 'numeric' : undefined}
        value={value}
        onChange={(e) => onChange(numerico ? e.target.value.replace(/\D/g, '') : e.target.value)}
        autoComplete="off"
      />
    </div>
  );
}

export function ReclamosSeccion() {
  const t = useTextos(textosRegear);
  const { fecha, plata } = useFormato();
  const session = useSession();
  const revisa = revisaRegear(cargosDe(session));
  const [filtro, setFiltro] = useState<FiltroReclamos>({});
  const [borrador, setBorrador] = useState({ idPeriodo: '', estado: '', nickname: '' });
  const pagina = usePagina(REGEAR_PAGE_SIZE);
  const reclamos = useReclamos(filtro, pagina.page);
  const expansion = useRowExpansion();

  const filtrar = (e: FormEvent) => {
    e.preventDefault();
    const idPeriodo = Number(borrador.idPeriodo);
    setFiltro({
      idPeriodo: Number.isInteger(idPeriodo) && idPeriodo > 0 ? idPeriodo : undefined,
      estado: borrador.estado || undefined,
      nickname: borrador.nickname.trim() || undefined,
    });
    pagina.reiniciar();
    expansion.collapseAll();
  };

  const columnas: Columna<Reclamo>[] = [
    {
      header: t('reclamos.objetos'),
      oculta: true,
      body: (r) => (
        <RowExpander
          open={expansion.isOpen(r.id_reclamo)}
          label={(open) =>
            open ? t('reclamos.ocultarObjetos', { id: r.id_reclamo }) : t('reclamos.verObjetos', { id: r.id_reclamo })
          }
          onToggle={() => expansion.toggle(r.id_reclamo)}
        />
      ),
    },
    { header: '#', body: (r) => r.id_reclamo, className: 'num' },
    { header: t('reclamos.jugador'), body: (r) => r.nickname },
    { header: t('reclamos.muerte'), body: (r) => fecha(r.fecha_muerte), className: 'nowrap' },
    { header: t('reclamos.periodo'), body: (r) => r.id_periodo, className: 'num' },
    { header: t('reclamos.estado'), body: (r) => <EstadoReclamoTag reclamo={r} /> },
    {
      header: t('reclamos.plata'),
      // A rejected claim's amount is not owed: struck through and said so.
      body: (r) =>
        r.estado === 'rechazado' ? (
          <span className="regear-no-debido">
            <s>{plata(r.silver)}</s> <small>{t('reclamos.noSeDebe')}</small>
          </span>
        ) : (
          plata(r.silver)
        ),
      className: 'num',
    },
    { header: t('reclamos.revisor'), body: (r) => r.revisado_por ?? '—' },
    { header: t('reclamos.razon'), body: (r) => r.razon ?? '—' },
  ];
  if (revisa) {
    columnas.push({ header: t('reclamos.acciones'), body: (r) => <RevisarAcciones reclamo={r} />, className: ACCIONES_APILADAS });
  }

  const rows = reclamos.data?.message ?? [];
  return (
    <section aria-labelledby="regear-reclamos" className="regear-seccion">
      <h2 id="regear-reclamos">{t('reclamos.titulo')}</h2>
      <form className="regear-fila-campos" onSubmit={filtrar}>
        <FiltroTexto
          id="regear-filtro-periodo"
          label={t('reclamos.periodo')}
          numerico
          value={borrador.idPeriodo}
          onChange={(idPeriodo) => setBorrador({ ...borrador, idPeriodo })}
        />
        <div className="regear-campo">
          <label htmlFor="regear-filtro-estado">{t('reclamos.estado')}</label>
          <select
            id="regear-filtro-estado"
            className="p-inputtext p-component"
            value={borrador.estado}
            onChange={(e) => setBorrador({ ...borrador, estado: e.target.value })}
          >
            <option value="">{t('reclamos.todos')}</option>
            {ESTADOS_RECLAMO.map((e) => (
              <option key={e} value={e}>
                {nombreEstadoReclamo(e)}
              </option>
            ))}
          </select>
        </div>
        <FiltroTexto
          id="regear-filtro-jugador"
          label={t('reclamos.jugador')}
          value={borrador.nickname}
          onChange={(nickname) => setBorrador({ ...borrador, nickname })}
        />
        <Button type="submit" label={t('reclamos.filtrar')} icon="pi pi-filter" severity="secondary" outlined />
        <ExportarCsvButton archivo="regear.csv" params={parametrosReclamos(filtro)} ariaLabel={t('reclamos.csv')} />
      </form>
      {reclamos.isError ? (
        <Message severity="error" text={t('reclamos.errorCarga', { error: errorMessage(reclamos.error) })} />
      ) : (
        <Tabla
          className={TABLA_CIFRAS}
          label={t('reclamos.tabla')}
          columns={columnas}
          rows={rows}
          rowKey={(r) => r.id_reclamo}
          rowAttrs={(r) => ({ 'data-testid': `reclamo-${r.id_reclamo}` })}
          loading={reclamos.isFetching}
          empty={t('reclamos.vacio')}
          minWidth="60rem"
          apilada
          expansion={{
            abierta: (r) => expansion.isOpen(r.id_reclamo),
            contenido: (r) => (
              <ItemsRegear items={r.items} label={t('reclamos.objetosDe', { id: r.id_reclamo })} total={r.silver_reglas} />
            ),
          }}
          pagina={pagina.pager(reclamos.data?.count ?? 0, t('reclamos.paginas'), {
            mostrar: 'con-total',
            unidad: t('reclamos.unidad'),
          })}
        />
      )}
    </section>
  );
}
