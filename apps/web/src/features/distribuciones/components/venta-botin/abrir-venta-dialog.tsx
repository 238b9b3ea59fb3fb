// «Abrir venta del botín» (docs/venta-botin.md): the loot's market value, the deadline (a
// `datetime-local` in the reader's zone, sent as UTC as the calendar does: lib/momento.ts), the
// reason and the participants (the distribution form's player picker, and its «from a voice channel»,
// attendance session and pasted list: ImportarJugadores). The contract's schema checks it
// before it is sent; the server's refusal is shown as its sentence. One request per intent.
import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { AbrirVentaBotinItemSchema, type JugadorOpcion, type OrigenDistribucion } from '@reparto/contract';
import { ActionDialog } from '../../../../components/action-dialog';
import { Campo, ServerError } from '../../../../components/form-messages';
import { SilverInput } from '../../../../components/silver-input';
import { useToast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useTextos } from '../../../../lib/i18n/textos';
import { aCampoLocal, deCampoLocal, zonaDelLector } from '../../../../lib/momento';
import { useAbrirVenta } from '../../api/ventas-botin';
import { JugadoresPicker } from '../nueva-distribucion/jugadores-picker';
import { useOpcionesJugadores } from '../nueva-distribucion/use-opciones-jugadores';
import { ImportarJugadores } from '../nueva-distribucion/importar-jugadores';
import { textosVentaBotin } from './textos';

type Errores = Partial<Record<string, string>>;

/** Tomorrow at this hour, on the hour: the deadline offered first. */
const cierreInicial = () => {
  const d = new Date(Date.now() + 86_400_000);
  d.setMinutes(0, 0, 0);
  return aCampoLocal(d.toISOString());
};

export function AbrirVentaDialog({ idPeriodo, visible, onHide }: { idPeriodo: number; visible: boolean; onHide: () => void }) {
  const t = useTextos(textosVentaBotin);
  const toast = useToast();
  const abrir = useAbrirVenta(idPeriodo);
  const { opciones, lista, recordar } = useOpcionesJugadores(visible);
  const [valor, setValor] = useState<number | null>(null);
  const [cierre, setCierre] = useState(cierreInicial);
  const [motivo, setMotivo] = useState('');
  const [participantes, setParticipantes] = useState<number[]>([]);
  const [errores, setErrores] = useState<Errores>({});
  const [rechazo, setRechazo] = useState<string | undefined>();
  const [origen, setOrigen] = useState<OrigenDistribucion | null>(null);
  // Players brought in (a voice channel, a session, a list) join the ones chosen, once each.
  const agregar = (nuevos: JugadorOpcion[]) => {
    recordar(nuevos);
    setParticipantes((prev) => [...prev, ...nuevos.map((j) => j.id_player).filter((id) => !prev.includes(id))]);
  };

  const enviar = () => {
    const item = { idPeriodo, valorMercado: valor ?? undefined, cierre: deCampoLocal(cierre), motivo, participantes };
    const r = AbrirVentaBotinItemSchema.safeParse(item);
    if (!r.success) {
      setErrores(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    setErrores({});
    setRechazo(undefined);
    abrir.mutate(r.data, {
      onSuccess: (res) => {
        toast.show('success', t('venta.abiertaToast'), res.message);
        onHide();
      },
      onError: (error) => setRechazo(errorMessage(error)),
    });
  };

  const invalido = (campo: string, id: string) =>
    errores[campo] ? { invalid: true, 'aria-invalid': true, 'aria-describedby': `${id}-msg` } : {};

  return (
    <ActionDialog
      header={t('venta.abrirTitulo')}
      visible={visible}
      onHide={onHide}
      width="34rem"
      className="periodos-dialog venta-dialog"
      action={{ label: t('venta.abrir'), icon: 'pi pi-megaphone', onClick: enviar, loading: abrir.isPending }}
    >
      <div className="venta-form">
        <Campo className="venta-campo" id="venta-motivo" label={t('venta.motivo')} error={errores['motivo']}>
          <InputText
            id="venta-motivo"
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            {...invalido('motivo', 'venta-motivo')}
          />
        </Campo>
        <div className="venta-campo">
          <label htmlFor="venta-valor">{t('venta.valorMercado')}</label>
          <SilverInput id="venta-valor" value={valor} onChange={(v) => setValor(v)} error={errores['valorMercado']} />
        </div>
        <Campo
          className="venta-campo"
          id="venta-cierre"
          label={t('venta.cierre')}
          error={errores['cierre']}
          hint={t('venta.zona', { zona: zonaDelLector() })}
        >
          <InputText
            id="venta-cierre"
            type="datetime-local"
            value={cierre}
            onChange={(e) => setCierre(e.target.value)}
            {...invalido('cierre', 'venta-cierre')}
          />
        </Campo>
        <div className="venta-campo">
          <JugadoresPicker
            id="venta-participantes"
            value={participantes}
            onChange={setParticipantes}
            opciones={opciones}
            loading={lista.isPending}
            loadError={lista.error}
            error={errores['participantes']}
          />
        </div>
        <ImportarJugadores
          enabled={visible}
          onJugadores={agregar}
          origen={origen}
          onOrigen={(o) => setOrigen((prev) => ({ ...prev, ...o }))}
        />
        <ServerError message={rechazo} />
      </div>
    </ActionDialog>
  );
}
