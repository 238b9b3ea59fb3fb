// Players brought in from a voice channel, an attendance session (docs/asistencia.md) or a pasted
// list: the registered active ones are added, and the dialog says what it left out — an empty channel,
// switched-off players — and lists the unknown names, each registered through the new-player dialog
// (its nickname can be corrected first). A session's players come with their minutes and suggested
// weights, and so does an unknown name of it once registered.
import { useRef, useState } from 'react';
import { pesoSugerido, type DetalleSesion, type JugadorOpcion, type OrigenDistribucion } from '@reparto/contract';
import { NuevoJugadorDialog } from '../nuevo-jugador-dialog';
import { CanalDeVoz } from './canal-de-voz';
import { PegarLista } from './pegar-lista';
import { SinRegistrar } from './sin-registrar';
import { avisoDe, type NombresEncontrados, type Origen } from './nombres-encontrados';
import { Asistencia } from './asistencia/asistencia';
import { avisoDeSesion } from './asistencia/aviso';
import type { SesionImportada } from './asistencia/use-sesion-importada';

export function ImportarJugadores({
  enabled,
  onJugadores,
  origen,
  onOrigen,
  sesion,
}: {
  enabled: boolean;
  onJugadores: (jugadores: JugadorOpcion[]) => void;
  /** Where the players came from so far («Corregir» starts with the original's). */
  origen: OrigenDistribucion | null;
  onOrigen: (origen: OrigenDistribucion) => void;
  /**
   * The attendance session imported so far: it takes a session's players (or one of its unknown names,
   * once registered) with their minutes and suggested weights.
   */
  sesion?: SesionImportada;
}) {
  const [sinRegistrar, setSinRegistrar] = useState<string[]>([]);
  const [aviso, setAviso] = useState<string[]>([]);
  const [registrando, setRegistrando] = useState<string | null>(null);
  // The unknown names of the session imported last: their minutes, for when they are registered.
  const importada = useRef<{ id: number; duracion: number; minutos: Map<string, number> } | null>(null);

  const recibir = (origen: Origen) => (r: NombresEncontrados) => {
    onJugadores(r.data);
    setSinRegistrar((prev) => [...prev, ...r.sin_registrar.filter((n) => !prev.includes(n))]);
    setAviso(avisoDe(origen, r));
  };
  const recibirSesion = (d: DetalleSesion) => {
    onJugadores(d.jugadores.map(({ id_player, nickname }) => ({ id_player, nickname })));
    sesion?.alImportar(d.id_sesion, d.jugadores);
    importada.current = {
      id: d.id_sesion,
      duracion: d.duracion,
      minutos: new Map(d.sin_registrar.map((n) => [n.nombre, n.minutos])),
    };
    const nombres = d.sin_registrar.map((n) => n.nombre);
    setSinRegistrar((prev) => [...prev, ...nombres.filter((n) => !prev.includes(n))]);
    setAviso(avisoDeSesion(d));
  };
  const registrado = (nombre: string, jugador: JugadorOpcion) => {
    onJugadores([jugador]);
    setSinRegistrar((prev) => prev.filter((n) => n !== nombre));
    const minutos = importada.current?.minutos.get(nombre);
    if (importada.current && minutos !== undefined) {
      const peso_sugerido = pesoSugerido(minutos, importada.current.duracion);
      sesion?.alImportar(importada.current.id, [{ ...jugador, minutos, peso_sugerido }]);
    }
  };

  return (
    <>
      <CanalDeVoz
        enabled={enabled}
        onResultado={recibir('canal')}
        canalInicial={origen?.canal?.id ?? null}
        onCanal={(canal) => onOrigen({ canal })}
      />
      <Asistencia enabled={enabled} canal={origen?.canal ?? null} idSesion={sesion?.idSesion ?? null} onSesion={recibirSesion} />
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
          onRegistered={(jugador) => registrado(registrando, jugador)}
        />
      ) : null}
    </>
  );
}
