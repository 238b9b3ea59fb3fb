// Players brought in from a voice channel or a pasted list: the registered active ones are added,
// and the dialog says what it left out — an empty channel, switched-off players — and lists the
// unknown names, each registered through the new-player dialog (its nickname can be corrected first).
import { useState } from 'react';
import type { JugadorOpcion, OrigenDistribucion } from '@reparto/contract';
import { NuevoJugadorDialog } from '../nuevo-jugador-dialog';
import { CanalDeVoz } from './canal-de-voz';
import { PegarLista } from './pegar-lista';
import { SinRegistrar } from './sin-registrar';
import { avisoDe, type NombresEncontrados, type Origen } from './nombres-encontrados';

export function ImportarJugadores({
  enabled,
  onJugadores,
  origen,
  onOrigen,
}: {
  enabled: boolean;
  onJugadores: (jugadores: JugadorOpcion[]) => void;
  /** Where the players came from so far («Corregir» starts with the original's). */
  origen: OrigenDistribucion | null;
  onOrigen: (origen: OrigenDistribucion) => void;
}) {
  const [sinRegistrar, setSinRegistrar] = useState<string[]>([]);
  const [aviso, setAviso] = useState<string[]>([]);
  const [registrando, setRegistrando] = useState<string | null>(null);

  const recibir = (origen: Origen) => (r: NombresEncontrados) => {
    onJugadores(r.data);
    setSinRegistrar((prev) => [...prev, ...r.sin_registrar.filter((n) => !prev.includes(n))]);
    setAviso(avisoDe(origen, r));
  };

  return (
    <>
      <CanalDeVoz
        enabled={enabled}
        onResultado={recibir('canal')}
        canalInicial={origen?.canal?.id ?? null}
        onCanal={(canal) => onOrigen({ canal })}
      />
      <PegarLista onResultado={recibir('lista')} listaInicial={origen?.lista ?? ''} onLista={(lista) => onOrigen({ lista })} />
      {aviso.length > 0 ? (
        <div className="dist-aviso-nombres" role="status" data-testid="aviso-nombres">
          {aviso.map((linea) => (
            <p key={linea}>{linea}</p>
          ))}
        </div>
      ) : null}
      <SinRegistrar nombres={sinRegistrar} onRegistrar={setRegistrando} />
      {registrando !== null ? (
        <NuevoJugadorDialog
          key={registrando}
          visible
          nicknameInicial={registrando}
          onHide={() => setRegistrando(null)}
          onRegistered={(jugador) => {
            onJugadores([jugador]);
            setSinRegistrar((prev) => prev.filter((n) => n !== registrando));
          }}
        />
      ) : null}
    </>
  );
}
