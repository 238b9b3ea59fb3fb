// «Personajes» of a player (docs/calendario.md, «Personajes de un miembro»), the leader's: the member's
// main and its characters, linking another player as a character (a searchable list), unlinking one and
// the character the member trades from. Each write answers a cambio that reloads the lists: what the
// dialog shows is always the server's word. A refusal is said in the dialog and in a toast.
import { useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import type { JugadorRow, Miembro } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { BotonFila } from '../../../components/boton-fila';
import { dropdownPt } from '../../../components/dropdown-pt';
import { ServerError } from '../../../components/form-messages';
import { SelectorJugador } from '../../../components/selector-jugador';
import { ERROR_DETALLE, useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useJugadoresActivos } from '../../../lib/consultas/jugadores-select';
import { useTextos } from '../../../lib/i18n/textos';
import { useElegirComercio, useMiembros, useVincularPersonaje } from '../api/personajes';
import { textosJugadores } from '../textos';

export function PersonajesDialog({ jugador, onHide }: { jugador: JugadorRow; onHide(): void }) {
  const t = useTextos(textosJugadores);
  const toast = useToast();
  const miembros = useMiembros(true);
  const activos = useJugadoresActivos(true);
  const vincular = useVincularPersonaje();
  const comercio = useElegirComercio();
  const [elegido, setElegido] = useState<number | null>(null);
  const [fallo, setFallo] = useState<string | undefined>();

  const lista = miembros.data ?? [];
  const id = jugador.id_player;
  const miembro: Miembro = lista.find((m) => m.id_player === id) ?? { ...jugador, id_player_comercio: null, personajes: [] };
  const principal = lista.find((m) => m.personajes.some((p) => p.id_player === id));
  // Who may become a character: an active player that is not this member, nobody's character and no main.
  const ocupados = new Set(lista.flatMap((m) => [m.id_player, ...m.personajes.map((p) => p.id_player)]));
  const opciones = (activos.data ?? []).filter((j) => j.id_player !== id && !ocupados.has(j.id_player));

  const escribir = (envio: Promise<{ message: string }>, alAcabar?: () => void) => {
    setFallo(undefined);
    envio
      .then((r) => {
        toast.show('success', t('personajes.guardado'), r.message);
        alAcabar?.();
      })
      .catch((error: unknown) => {
        setFallo(errorMessage(error));
        toast.showError({ lead: ERROR_DETALLE, error });
      });
  };
  const desvincular = (idPlayer: number) => escribir(vincular.mutateAsync({ idPlayer, idPlayerPrincipal: null }));
  const enviando = vincular.isPending || comercio.isPending;

  const activosDelMiembro = miembro.personajes.filter((p) => p.estado);
  const opcionesComercio = [
    { id_player: id, nickname: t('personajes.elPrincipal', { nickname: miembro.nickname }) },
    ...activosDelMiembro,
  ];

  return (
    <ActionDialog
      header={t('personajes.de', { nickname: jugador.nickname })}
      onHide={onHide}
      width="32rem"
      className="jugadores-dialog personajes-dialog"
      action={
        principal
          ? undefined
          : {
              label: t('personajes.vincular'),
              icon: 'pi pi-link',
              disabled: elegido === null,
              loading: vincular.isPending,
              onClick: () =>
                elegido !== null &&
                escribir(vincular.mutateAsync({ idPlayer: elegido, idPlayerPrincipal: id }), () => setElegido(null)),
            }
      }
    >
      {principal ? (
        <div className="personajes-bloque">
          <p>{t('personajes.esPersonajeDe', { nickname: jugador.nickname, principal: principal.nickname })}</p>
          <BotonFila
            label={t('personajes.desvincular')}
            icon="pi pi-times"
            severity="danger"
            outlined
            loading={vincular.isPending}
            nombre={t('personajes.desvincularDe', { nickname: jugador.nickname, principal: principal.nickname })}
            onClick={() => desvincular(id)}
          />
        </div>
      ) : (
        <div className="personajes-bloque">
          <p className="field-hint">{t('personajes.ayuda')}</p>
          <h3 className="personajes-titulo">{t('personajes.lista')}</h3>
          {miembro.personajes.length === 0 ? (
            <p>{t('personajes.ninguno', { nickname: miembro.nickname })}</p>
          ) : (
            <ul className="personajes-lista" aria-label={t('personajes.lista')}>
              {miembro.personajes.map((p) => (
                <li key={p.id_player}>
                  <span>
                    {p.nickname}
                    {p.estado ? null : ` (${t('personajes.desactivado')})`}
                  </span>
                  <BotonFila
                    label={t('personajes.desvincular')}
                    icon="pi pi-times"
                    severity="danger"
                    outlined
                    disabled={enviando}
                    nombre={t('personajes.desvincularDe', { nickname: p.nickname, principal: miembro.nickname })}
                    onClick={() => desvincular(p.id_player)}
                  />
                </li>
              ))}
            </ul>
          )}
          {activosDelMiembro.length > 0 ? (
            <>
              <label htmlFor="personaje-comercio">{t('personajes.comercio')}</label>
              <Dropdown
                inputId="personaje-comercio"
                value={miembro.id_player_comercio ?? id}
                options={opcionesComercio}
                optionLabel="nickname"
                optionValue="id_player"
                disabled={enviando}
                onChange={(e) =>
                  escribir(
                    comercio.mutateAsync({
                      idPlayer: id,
                      idPlayerComercio: (e.value as number) === id ? null : (e.value as number),
                    }),
                  )
                }
                pt={dropdownPt(t('personajes.comercio'))}
              />
            </>
          ) : null}
          <label htmlFor="personaje-nuevo">{t('personajes.nuevo')}</label>
          <SelectorJugador
            inputId="personaje-nuevo"
            label={t('personajes.nuevo')}
            value={elegido}
            opciones={opciones}
            placeholder={t('personajes.elegir')}
            vacio={t('personajes.sinOpciones')}
            onChange={setElegido}
          />
        </div>
      )}
      <ServerError message={fallo} />
    </ActionDialog>
  );
}
