// «Reclamar» (docs/regear.md, "Claim"): the signed-in account claims for its own player; an officer
// (reclamaRegearPorOtros) may type another nickname. The claim goes to a period in course and, if
// chosen, to one of its distributions; it is one of the player's recent deaths, or a killboard event
// pasted (its id or its address).
import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { hostAjeno, leerEventoKillboard, reclamaRegearPorOtros } from '@reparto/contract';
import { FieldError } from '../../../components/form-messages';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { formato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { cargosDe, useSession } from '../../../lib/session';
import { useMuertes } from '../api/get-muertes';
import { useReclamar } from '../api/reclamar';
import { usePeriodosRegear } from '../api/get-destinos';
import { textosRegear } from '../textos';
import { DestinoReclamo, type Destino } from './destino-reclamo';
import { MuertesLista } from './muertes-lista';
import { conElementos } from './texto-rico';

/** The refusal of a pasted text that is neither an event id nor a killboard address (active language). */
export const mensajeEventoInvalido = () => textosRegear.t('reclamar.eventoInvalido');
/** The refusal of an address of another host than the known killboards' (active language). */
export const mensajeHostAjeno = () => textosRegear.t('reclamar.eventoHost');

export function ReclamarSeccion() {
  const t = useTextos(textosRegear);
  const session = useSession();
  const propio = session.nickname ?? '';
  const porOtros = reclamaRegearPorOtros(cargosDe(session));
  const [escrito, setEscrito] = useState(propio);
  const [nickname, setNickname] = useState(propio);
  const [destino, setDestino] = useState<Destino>({ idPeriodo: null, idDistribucion: null });
  const [pegado, setPegado] = useState('');
  // The pasted text was refused, and why (its message is read in the language shown).
  const [rechazo, setRechazo] = useState<null | 'invalido' | 'host'>(null);
  const pegadoInvalido = rechazo !== null;
  const [enviando, setEnviando] = useState<number | null>(null);
  const muertes = useMuertes(nickname);
  const periodos = usePeriodosRegear();
  const reclamar = useReclamar();
  const toast = useToast();

  const enviar = (eventId: number) => {
    if (destino.idPeriodo === null) {
      toast.show('warn', t('reclamar'), t('reclamar.eligePeriodo'));
      return;
    }
    setEnviando(eventId);
    reclamar.mutate(
      {
        idPeriodo: destino.idPeriodo,
        eventId,
        nickname,
        ...(destino.idDistribucion === null ? {} : { idDistribucion: destino.idDistribucion }),
      },
      {
        onSuccess: ({ message: r }) => {
          // Read when the answer comes: the language may have changed meanwhile.
          const datos = { id: r.id_reclamo, nickname: r.nickname, silver: formato().plata(r.silver), n: r.sin_precio };
          const detalle =
            r.sin_precio > 0 ? textosRegear.t('reclamar.hechoSinPrecio', datos) : textosRegear.t('reclamar.hechoDetalle', datos);
          toast.show('success', textosRegear.t('reclamar.hecho'), detalle);
          setPegado('');
        },
        onError: (error) =>
          toast.showError({ summary: textosRegear.t('reclamar'), lead: textosRegear.t('reclamar.error'), error }),
        onSettled: () => setEnviando(null),
      },
    );
  };

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    setNickname(escrito.trim());
  };

  const enviarPegado = (e: FormEvent) => {
    e.preventDefault();
    const eventId = leerEventoKillboard(pegado);
    setRechazo(eventId !== null ? null : hostAjeno(pegado) ? 'host' : 'invalido');
    if (eventId !== null) enviar(eventId);
  };

  return (
    <section aria-labelledby="regear-reclamar" className="regear-seccion">
      <h2 id="regear-reclamar">{t('reclamar')}</h2>
      {porOtros ? (
        <form className="regear-fila-campos" onSubmit={buscar}>
          <div className="regear-campo">
            <label htmlFor="regear-nickname">{t('reclamar.jugador')}</label>
            <InputText id="regear-nickname" value={escrito} onChange={(e) => setEscrito(e.target.value)} autoComplete="off" />
          </div>
          <Button type="submit" label={t('reclamar.verMuertes')} icon="pi pi-search" severity="secondary" outlined />
        </form>
      ) : (
        <p>{conElementos((v) => t('reclamar.jugadorPropio', v), { nickname: <strong>{propio}</strong> })}</p>
      )}
      <DestinoReclamo valor={destino} onChange={setDestino} />
      <form className="regear-fila-campos" onSubmit={enviarPegado} noValidate>
        <div className="regear-campo regear-campo-ancho">
          <label htmlFor="regear-evento">{t('reclamar.evento')}</label>
          <InputText
            id="regear-evento"
            value={pegado}
            onChange={(e) => setPegado(e.target.value)}
            autoComplete="off"
            invalid={pegadoInvalido}
            aria-invalid={pegadoInvalido}
            aria-describedby="regear-evento-mensaje"
          />
          <FieldError
            id="regear-evento-mensaje"
            message={rechazo === 'host' ? mensajeHostAjeno() : rechazo === 'invalido' ? mensajeEventoInvalido() : undefined}
            hint={t('reclamar.eventoAyuda')}
            alert
          />
        </div>
        <Button
          type="submit"
          label={t('reclamar')}
          icon="pi pi-send"
          loading={enviando !== null && enviando === leerEventoKillboard(pegado)}
        />
      </form>
      <h3 className="regear-subtitulo">{nickname ? t('reclamar.muertesDe', { nickname }) : t('reclamar.muertes')}</h3>
      {nickname === '' ? (
        <p>{t('reclamar.sinNickname')}</p>
      ) : muertes.isPending ? (
        <Skeleton height="8rem" />
      ) : muertes.isError ? (
        <Message severity="error" text={t('reclamar.errorMuertes', { error: errorMessage(muertes.error) })} />
      ) : (
        <MuertesLista
          muertes={muertes.data}
          periodos={periodos.data}
          puedeReclamar={destino.idPeriodo !== null}
          enviando={enviando}
          onReclamar={enviar}
        />
      )}
    </section>
  );
}
