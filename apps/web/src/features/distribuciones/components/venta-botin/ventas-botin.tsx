// «Venta del botín» on the period's distributions page (docs/venta-botin.md): the period's sales, the
// newest first, each with its bids (the highest first, as the server orders them). Officers
// (ENCARGADO DE CONTENIDO, TESORERO, LIDER) open one on an open period and close an open one; a
// participant bids a percentage or an amount, with the payment that bid would mean shown (the
// contract's `pagoDeVenta`: the bid minus their own share). A closed sale says its buyer, the winning
// silver, the payment and links to its distribution; one without bids, «desierta».
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Message } from 'primereact/message';
import { gestionaVentasBotin, type VentaBotin } from '@reparto/contract';
import { MountWhenOpened, onDemand } from '../../../../lib/lazy-on-demand';
import { errorMessage } from '../../../../lib/api-client';
import { cargosDe, useSession } from '../../../../lib/session';
import { useToast } from '../../../../components/toast';
import { JugadorLink } from '../../../../components/jugador-link';
import { useFormato } from '../../../../lib/i18n/formato';
import { useTextos } from '../../../../lib/i18n/textos';
import { diaYHora } from '../../../../lib/momento';
import { useCerrarVenta, useVentas } from '../../api/ventas-botin';
import { textosVentaBotin } from './textos';
import { PujarVenta } from './pujar-venta';
import './venta-botin.css';

const abrirVenta = onDemand(() => import('./abrir-venta-dialog').then((m) => m.AbrirVentaDialog));

export interface VentasBotinProps {
  idPeriodo: number;
  /** The period takes new sales (state Abierto). */
  abierto: boolean;
  /** The guild's default tax, for the payment a bid would mean (null: not known yet). */
  impuestoPct: number | null;
  /** Shows a sale's distribution in the table above. */
  onVerDistribucion: (idDistribucion: number) => void;
}

export function VentasBotin({ idPeriodo, abierto, impuestoPct, onVerDistribucion }: VentasBotinProps) {
  const t = useTextos(textosVentaBotin);
  const session = useSession();
  const oficial = gestionaVentasBotin(cargosDe(session));
  const ventas = useVentas(idPeriodo);
  const [aperturas, setAperturas] = useState(0);
  const [visible, setVisible] = useState(false);
  const lista = ventas.data ?? [];
  if (!oficial && lista.length === 0) return null;

  return (
    <section className="venta-botin" aria-labelledby="venta-botin-titulo">
      <div className="venta-cabecera">
        <h2 id="venta-botin-titulo">{t('venta.titulo')}</h2>
        {oficial && abierto ? (
          <Button
            label={t('venta.abrirTitulo')}
            icon="pi pi-megaphone"
            severity="secondary"
            outlined
            onClick={() => {
              setAperturas((n) => n + 1);
              setVisible(true);
            }}
          />
        ) : null}
      </div>
      {ventas.isError ? <Message severity="error" text={errorMessage(ventas.error)} /> : null}
      {ventas.isSuccess && lista.length === 0 ? <p className="dist-muted">{t('venta.ninguna')}</p> : null}
      <ul className="venta-lista">
        {lista.map((v) => (
          <li key={v.id_venta}>
            <TarjetaVenta
              venta={v}
              oficial={oficial}
              yo={session.nickname}
              idPeriodo={idPeriodo}
              impuestoPct={impuestoPct}
              onVerDistribucion={onVerDistribucion}
            />
          </li>
        ))}
      </ul>
      {oficial ? (
        <MountWhenOpened open={aperturas > 0} visible={visible}>
          <abrirVenta.Component key={aperturas} idPeriodo={idPeriodo} visible={visible} onHide={() => setVisible(false)} />
        </MountWhenOpened>
      ) : null}
    </section>
  );
}

const SEVERIDAD = { abierta: 'info', vendida: 'success', desierta: 'warning' } as const;

function TarjetaVenta({
  venta: v,
  oficial,
  yo,
  idPeriodo,
  impuestoPct,
  onVerDistribucion,
}: {
  venta: VentaBotin;
  oficial: boolean;
  yo: string | null;
  idPeriodo: number;
  impuestoPct: number | null;
  onVerDistribucion: (idDistribucion: number) => void;
}) {
  const t = useTextos(textosVentaBotin);
  const { plata, idioma } = useFormato();
  const toast = useToast();
  const cerrar = useCerrarVenta(idPeriodo);
  const [rechazo, setRechazo] = useState<string | undefined>();
  const titulo = `venta-${v.id_venta}-titulo`;
  const indice = v.participantes.findIndex((p) => p.nickname === yo);
  const estado = { abierta: t('venta.estadoAbierta'), vendida: t('venta.estadoVendida'), desierta: t('venta.estadoDesierta') }[
    v.estado
  ];
  const ganadora = v.pujas[0];

  const cerrarVenta = () => {
    setRechazo(undefined);
    cerrar.mutate(
      { idVenta: v.id_venta },
      {
        onSuccess: (res) => toast.show('success', t('venta.cerradaToast'), res.message),
        onError: (error) => setRechazo(errorMessage(error)),
      },
    );
  };

  return (
    <article className="venta-tarjeta" aria-labelledby={titulo}>
      <header className="venta-tarjeta-cabecera">
        <h3 id={titulo}>{t('venta.tarjeta', { id: v.id_venta, motivo: v.motivo })}</h3>
        <Tag value={estado} severity={SEVERIDAD[v.estado]} />
      </header>
      <p className="venta-datos">
        {t('venta.valorYCierre', { valor: plata(v.valor_mercado), cierre: diaYHora(idioma, v.cierre) })}
      </p>
      <p className="venta-datos">
        {t('venta.participantes', { n: v.participantes.length })}{' '}
        {v.participantes.map((p, i) => (
          <span key={p.id_player}>
            {i > 0 ? ', ' : ''}
            <JugadorLink nickname={p.nickname} />
          </span>
        ))}
      </p>
      {v.estado === 'vendida' && ganadora ? (
        <p className="venta-resultado">
          {t('venta.resultadoVendida', { comprador: v.comprador ?? '', silver: plata(ganadora.silver), pago: plata(v.pago) })}{' '}
          {v.id_distribucion !== null ? (
            <button type="button" className="venta-enlace" onClick={() => onVerDistribucion(v.id_distribucion!)}>
              {t('venta.verDistribucion', { id: v.id_distribucion })}
            </button>
          ) : null}
        </p>
      ) : null}
      {v.estado === 'desierta' ? <p className="venta-resultado">{t('venta.resultadoDesierta')}</p> : null}
      <table className="venta-pujas">
        <caption>{t('venta.pujas', { n: v.pujas.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('venta.pujaJugador')}</th>
            <th scope="col">{t('venta.pujaSilver')}</th>
            <th scope="col">{t('venta.pujaFecha')}</th>
          </tr>
        </thead>
        <tbody>
          {v.pujas.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('venta.sinPujas')}</td>
            </tr>
          ) : (
            v.pujas.map((p) => (
              <tr key={p.id_puja}>
                <td>{p.nickname}</td>
                <td>{p.pct === null ? plata(p.silver) : t('venta.pujaPct', { silver: plata(p.silver), pct: p.pct })}</td>
                <td>{diaYHora(idioma, p.creada_en)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {v.estado === 'abierta' && indice >= 0 ? (
        <PujarVenta venta={v} indice={indice} idPeriodo={idPeriodo} impuestoPct={impuestoPct} />
      ) : null}
      {v.estado === 'abierta' && oficial ? (
        <div className="venta-acciones">
          <Button
            label={t('venta.cerrar')}
            icon="pi pi-lock"
            severity="secondary"
            onClick={cerrarVenta}
            loading={cerrar.isPending}
            aria-describedby={`venta-${v.id_venta}-cerrar-ayuda`}
          />
          <small id={`venta-${v.id_venta}-cerrar-ayuda`} className="dist-muted">
            {t('venta.cerrarAyuda')}
          </small>
        </div>
      ) : null}
      {rechazo ? <Message severity="error" text={rechazo} role="alert" /> : null}
    </article>
  );
}
