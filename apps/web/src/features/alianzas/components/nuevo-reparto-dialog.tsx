// «Nuevo reparto de alianza» (the host's LIDER or DISTRIBUIDOR; docs/alianzas.md): a reason, the silver,
// and the participants picked across the member guilds' rosters, each with a weight (1 unless changed).
// The server computes each guild's part and posts it to each guild's ledger.
import { useMemo, useState } from 'react';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { PESO_MAX, PESO_MIN, type Alianza } from '@reparto/contract';
import { errorMessage } from '../../../lib/api-client';
import { useTextos } from '../../../lib/i18n/textos';
import { ActionDialog } from '../../../components/action-dialog';
import { FieldError } from '../../../components/form-messages';
import { retenerEscapeDeListas } from '../../../components/lista-abierta';
import { multiSelectPt, useMultiSelectFocus } from '../../../components/multiselect-pt';
import { SilverInput } from '../../../components/silver-input';
import { useSaveToasts } from '../../../components/toast';
import { useJugadoresAlianza, useRepartirAlianza } from '../api/alianzas';
import { textosAlianzas } from '../textos';

const ID = 'alianza-participantes';

export function NuevoRepartoDialog({ alianza, onHide }: { alianza: Alianza; onHide: () => void }) {
  const t = useTextos(textosAlianzas);
  const jugadores = useJugadoresAlianza(alianza.id_alianza);
  const repartir = useRepartirAlianza();
  const saveToasts = useSaveToasts();
  const foco = useMultiSelectFocus(ID);
  const [motivo, setMotivo] = useState('');
  const [silver, setSilver] = useState<number | null>(null);
  const [elegidos, setElegidos] = useState<number[]>([]);
  const [pesos, setPesos] = useState<Record<number, number>>({});
  const [intentado, setIntentado] = useState(false);
  const opciones = useMemo(
    () => (jugadores.data ?? []).map((j) => ({ ...j, etiqueta: `${j.nickname} · ${j.gremio}` })),
    [jugadores.data],
  );
  const porId = useMemo(() => new Map(opciones.map((o) => [o.id_player, o])), [opciones]);
  const faltaMotivo = motivo.trim() === '' ? t('nuevo.faltaMotivo') : undefined;
  const faltaPlata = silver === null ? t('nuevo.faltaPlata') : undefined;
  const faltaJugadores = elegidos.length === 0 ? t('nuevo.faltaJugadores') : undefined;
  const enviar = () => {
    setIntentado(true);
    if (faltaMotivo || faltaPlata || faltaJugadores) return;
    repartir.mutate(
      {
        idAlianza: alianza.id_alianza,
        motivo: motivo.trim(),
        silver: silver!,
        participantes: elegidos.map((id) => ({ id_player: id, peso: pesos[id] ?? 1 })),
      },
      saveToasts((r) => [t('nuevo.hecho'), r.message], onHide),
    );
  };
  return (
    <ActionDialog
      header={t('repartos.nuevo')}
      onHide={onHide}
      width="40rem"
      action={{ label: t('nuevo.repartir'), icon: 'pi pi-check', loading: repartir.isPending, onClick: enviar }}
    >
      <div className="form-grid">
        <p className="field-hint">{t('nuevo.ayuda')}</p>
        <label htmlFor="alianza-motivo">{t('nuevo.motivo')}</label>
        <InputText
          id="alianza-motivo"
          value={motivo}
          maxLength={200}
          autoComplete="off"
          autoFocus
          invalid={Boolean(intentado && faltaMotivo)}
          aria-describedby="alianza-motivo-mensaje"
          onChange={(e) => setMotivo(e.target.value)}
        />
        <FieldError id="alianza-motivo-mensaje" message={intentado ? faltaMotivo : undefined} />
        <label htmlFor="alianza-plata">{t('nuevo.plata')}</label>
        <SilverInput
          id="alianza-plata"
          value={silver}
          onChange={(v) => setSilver(v)}
          error={intentado ? faltaPlata : undefined}
        />
        <label htmlFor={ID} id={`${ID}-label`}>
          {t('nuevo.jugadores')}
        </label>
        <div onKeyDown={retenerEscapeDeListas}>
          <MultiSelect
            onShow={foco.onShow}
            onHide={foco.onHide}
            inputId={ID}
            aria-labelledby={`${ID}-label`}
            value={elegidos}
            options={opciones}
            optionLabel="etiqueta"
            optionValue="id_player"
            onChange={(e) => {
              foco.onChange(e);
              setElegidos(e.value as number[]);
            }}
            filter
            filterPlaceholder={t('nuevo.buscar')}
            maxSelectedLabels={3}
            selectedItemsLabel={t('nuevo.seleccionados', { n: '{0}' })}
            placeholder={jugadores.isLoading ? t('nuevo.cargando') : t('nuevo.elegir')}
            emptyMessage={t('nuevo.vacio')}
            emptyFilterMessage={t('nuevo.vacio')}
            className="w-full"
            pt={multiSelectPt(ID, t('nuevo.jugadores'))}
            invalid={Boolean(intentado && faltaJugadores)}
            aria-describedby={`${ID}-error`}
          />
        </div>
        {jugadores.error ? (
          <small className="p-error" role="alert">
            {t('nuevo.errorCarga', { error: errorMessage(jugadores.error) })}
          </small>
        ) : null}
        <FieldError id={`${ID}-error`} message={intentado ? faltaJugadores : undefined} alert />
        {elegidos.length > 0 ? (
          <ul className="alianza-elegidos">
            {elegidos.map((id) => {
              const j = porId.get(id);
              const nombre = j ? j.etiqueta : String(id);
              return (
                <li key={id}>
                  <label htmlFor={`alianza-peso-${id}`}>{t('nuevo.pesoDe', { nickname: nombre })}</label>
                  <InputNumber
                    inputId={`alianza-peso-${id}`}
                    value={pesos[id] ?? 1}
                    min={PESO_MIN}
                    max={PESO_MAX}
                    step={0.1}
                    minFractionDigits={1}
                    maxFractionDigits={1}
                    onValueChange={(e) => setPesos((p) => ({ ...p, [id]: e.value ?? 1 }))}
                    inputStyle={{ width: '5rem' }}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </ActionDialog>
  );
}
