// «Reclamar» (docs/regear.md, "Claim"): the signed-in account claims for its own player; an officer
// (reclamaRegearPorOtros) may type another nickname. The claim goes to a period in course and, if
// chosen, to one of its distributions; it is one of the player's recent deaths, or a killboard event
// pasted (its id or its address).
import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatSilver, leerEventoKillboard, reclamaRegearPorOtros } from '@reparto/contract';
import { FieldError } from '../../../components/form-messages';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { cargosDe, useSession } from '../../../lib/session';
import { useMuertes } from '../api/get-muertes';
import { useReclamar } from '../api/reclamar';
import { DestinoReclamo, type Destino } from './destino-reclamo';
import { MuertesLista } from './muertes-lista';

export const MENSAJE_EVENTO_INVALIDO =
  'Pegue el número del evento o su enlace del killboard (por ejemplo https://albiononline.com/killboard/kill/123456789)';
export const MENSAJE_ELIJA_PERIODO = 'Elija el periodo del reclamo';

export function ReclamarSeccion() {
  const session = useSession();
  const propio = session.nickname ?? '';
  const porOtros = reclamaRegearPorOtros(cargosDe(session));
  const [escrito, setEscrito] = useState(propio);
  const [nickname, setNickname] = useState(propio);
  const [destino, setDestino] = useState<Destino>({ idPeriodo: null, idDistribucion: null });
  const [pegado, setPegado] = useState('');
  const [errorPegado, setErrorPegado] = useState<string | undefined>();
  const [enviando, setEnviando] = useState<number | null>(null);
  const muertes = useMuertes(nickname);
  const reclamar = useReclamar();
  const toast = useToast();

  const enviar = (eventId: number) => {
    if (destino.idPeriodo === null) {
      toast.show('warn', 'Reclamar', MENSAJE_ELIJA_PERIODO);
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
          const sinPrecio = r.sin_precio > 0 ? `; ${r.sin_precio} sin precio, el revisor escribe su valor` : '';
          toast.show(
            'success',
            'Reclamo registrado',
            `Reclamo #${r.id_reclamo} de ${r.nickname}: ${formatSilver(r.silver)}${sinPrecio}`,
          );
          setPegado('');
        },
        onError: (error) => toast.showError({ summary: 'Reclamar', lead: 'No se pudo registrar el reclamo.', error }),
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
    setErrorPegado(eventId === null ? MENSAJE_EVENTO_INVALIDO : undefined);
    if (eventId !== null) enviar(eventId);
  };

  return (
    <section aria-labelledby="regear-reclamar" className="regear-seccion">
      <h2 id="regear-reclamar">Reclamar</h2>
      {porOtros ? (
        <form className="regear-fila-campos" onSubmit={buscar}>
          <div className="regear-campo">
            <label htmlFor="regear-nickname">Jugador del reclamo</label>
            <InputText id="regear-nickname" value={escrito} onChange={(e) => setEscrito(e.target.value)} autoComplete="off" />
          </div>
          <Button type="submit" label="Ver muertes" icon="pi pi-search" severity="secondary" outlined />
        </form>
      ) : (
        <p>
          Jugador del reclamo: <strong>{propio}</strong>
        </p>
      )}
      <DestinoReclamo valor={destino} onChange={setDestino} />
      <form className="regear-fila-campos" onSubmit={enviarPegado} noValidate>
        <div className="regear-campo regear-campo-ancho">
          <label htmlFor="regear-evento">Evento del killboard (número o enlace)</label>
          <InputText
            id="regear-evento"
            value={pegado}
            onChange={(e) => setPegado(e.target.value)}
            autoComplete="off"
            invalid={Boolean(errorPegado)}
            aria-invalid={Boolean(errorPegado)}
            aria-describedby="regear-evento-mensaje"
          />
          <FieldError id="regear-evento-mensaje" message={errorPegado} hint="Si la muerte no está en la lista de abajo" alert />
        </div>
        <Button
          type="submit"
          label="Reclamar"
          icon="pi pi-send"
          loading={enviando !== null && enviando === leerEventoKillboard(pegado)}
        />
      </form>
      <h3 className="regear-subtitulo">Muertes recientes{nickname ? ` de ${nickname}` : ''}</h3>
      {nickname === '' ? (
        <p>Escriba el nickname del jugador.</p>
      ) : muertes.isPending ? (
        <Skeleton height="8rem" />
      ) : muertes.isError ? (
        <Message severity="error" text={`No se pudieron leer las muertes: ${errorMessage(muertes.error)}`} />
      ) : (
        <MuertesLista muertes={muertes.data} puedeReclamar={destino.idPeriodo !== null} enviando={enviando} onReclamar={enviar} />
      )}
    </section>
  );
}
