// «Nuevo evento» and «Editar evento» (officers, docs/calendario.md): the template (optional: the
// picker lists the guild's active ones, and is empty where there are none), the title, the place, the
// start, end and sign-up deadline in the reader's time zone (sent as UTC), the slots per role, a note
// and whether it is private. The contract's schema checks it before it is sent; the server's refusal
// is shown in the dialog. Enter runs it, Escape closes it (components/action-dialog.tsx).
import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { CrearEventoItemSchema, EditarEventoItemSchema, ROLES_EVENTO, type Evento, type RolEvento } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { Campo, ServerError } from '../../../components/form-messages';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useLugares } from '../../../lib/consultas/lugares';
import { nombreRolEvento } from '../../../lib/i18n/nombres';
import { useTextos } from '../../../lib/i18n/textos';
import { useCrearEvento, useEditarEvento } from '../api/escrituras';
import { usePlantillas } from '../api/get-plantillas';
import { borradorDe, borradorNuevo, cambiosDe, itemDe, type BorradorEvento } from '../borrador';
import { zonaDelLector } from '../../../lib/momento';
import { textosCalendario } from '../textos';

const HORA = { inicio: 'dialogo.inicio', fin: 'dialogo.fin', cierre: 'dialogo.cierre' } as const;

type Errores = Partial<Record<string, string>>;

/** The schema's refusals by field (`huecos.dps` for a role's slots). */
const erroresDe = (issues: readonly { path: PropertyKey[]; message: string }[]): Errores =>
  Object.fromEntries(issues.map((i) => [i.path.filter((p) => typeof p !== 'number').join('.'), i.message]));

export function EventoDialog({ evento, visible, onHide }: { evento: Evento | null; visible: boolean; onHide: () => void }) {
  const t = useTextos(textosCalendario);
  const toast = useToast();
  const [b, setB] = useState<BorradorEvento>(() => (evento ? borradorDe(evento) : borradorNuevo()));
  const [errores, setErrores] = useState<Errores>({});
  const [rechazo, setRechazo] = useState<string | undefined>();
  const lugares = useLugares(true);
  const plantillas = usePlantillas(true);
  const crear = useCrearEvento();
  const editar = useEditarEvento();
  const poner = <K extends keyof BorradorEvento>(k: K, v: BorradorEvento[K]) => setB((x) => ({ ...x, [k]: v }));
  /** A field refused: said invalid, and described by its message (FieldError's `${id}-msg`). */
  const invalido = (campo: string, id: string) =>
    errores[campo] ? { 'aria-invalid': true, 'aria-describedby': `${id}-msg` } : {};
  // The template already named stays choosable even when it was switched off since.
  const elegibles = (plantillas.data ?? []).filter((p) => p.activa || p.id_plantilla === evento?.id_plantilla);

  const hecho = (titulo: string) => (e: Evento) => {
    toast.show('success', titulo, e.titulo);
    onHide();
  };
  const rechazado = (e: unknown) => setRechazo(errorMessage(e));

  const guardar = () => {
    setRechazo(undefined);
    if (!evento) {
      const r = CrearEventoItemSchema.safeParse(itemDe(b));
      setErrores(r.success ? {} : erroresDe(r.error.issues));
      if (r.success) crear.enviar(r.data).then(hecho(t('dialogo.creado')), rechazado);
      return;
    }
    const cambios = cambiosDe(evento, b);
    if (Object.keys(cambios).length === 1) return onHide();
    const r = EditarEventoItemSchema.safeParse(cambios);
    setErrores(r.success ? {} : erroresDe(r.error.issues));
    if (r.success) editar.enviar(r.data).then(hecho(t('dialogo.guardado')), rechazado);
  };

  const hora = (campo: keyof typeof HORA, error: string) => (
    <Campo className="cal-campo" id={`evento-${campo}`} label={t(HORA[campo])} error={errores[error]}>
      <InputText
        id={`evento-${campo}`}
        type="datetime-local"
        value={b[campo]}
        onChange={(e) => poner(campo, e.target.value)}
        {...invalido(error, `evento-${campo}`)}
      />
    </Campo>
  );

  return (
    <ActionDialog
      header={evento ? t('dialogo.editar', { titulo: evento.titulo }) : t('dialogo.nuevo')}
      visible={visible}
      onHide={onHide}
      width="40rem"
      className="calendario-dialog"
      action={{
        label: evento ? t('dialogo.guardar') : t('dialogo.crear'),
        icon: 'pi pi-check',
        loading: crear.isPending || editar.isPending,
        onClick: guardar,
      }}
    >
      <div className="cal-form">
        <Campo className="cal-campo" id="evento-plantilla" label={t('dialogo.plantilla')} hint={t('dialogo.plantillaAyuda')}>
          <select
            id="evento-plantilla"
            className="p-inputtext p-component"
            value={b.idPlantilla ?? ''}
            onChange={(e) => poner('idPlantilla', e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{t('dialogo.sinPlantilla')}</option>
            {elegibles.map((p) => (
              <option key={p.id_plantilla} value={p.id_plantilla}>
                {p.nombre}
              </option>
            ))}
          </select>
        </Campo>
        <Campo
          className="cal-campo"
          id="evento-titulo"
          label={t('dialogo.titulo')}
          error={errores.titulo}
          hint={t('dialogo.tituloAyuda')}
        >
          <InputText
            id="evento-titulo"
            value={b.titulo}
            onChange={(e) => poner('titulo', e.target.value)}
            {...invalido('titulo', 'evento-titulo')}
          />
        </Campo>
        <Campo
          className="cal-campo"
          id="evento-lugar"
          label={t('dialogo.lugar')}
          error={errores.idLugarDist && t('dialogo.faltaLugar')}
        >
          <select
            id="evento-lugar"
            className="p-inputtext p-component"
            value={b.idLugarDist ?? ''}
            onChange={(e) => poner('idLugarDist', e.target.value === '' ? null : Number(e.target.value))}
            {...invalido('idLugarDist', 'evento-lugar')}
          >
            <option value="">{t('dialogo.eligeLugar')}</option>
            {(lugares.data?.lugares ?? []).map((l) => (
              <option key={l.id_lugar_distribucion} value={l.id_lugar_distribucion}>
                {l.lugar}
              </option>
            ))}
          </select>
        </Campo>
        <p className="cal-zona" id="evento-zona">
          {t('dialogo.zona', { zona: zonaDelLector() })}
        </p>
        <div className="cal-horas">
          {hora('inicio', 'inicio')}
          {hora('fin', 'fin')}
          {hora('cierre', 'cierreInscripcion')}
        </div>
        <fieldset className="cal-huecos">
          <legend>{t('dialogo.huecos')}</legend>
          {ROLES_EVENTO.map((r: RolEvento) => (
            <Campo
              className="cal-campo"
              key={r}
              id={`evento-huecos-${r}`}
              label={nombreRolEvento(r)}
              error={errores[`huecos.${r}`]}
            >
              <InputText
                id={`evento-huecos-${r}`}
                inputMode="numeric"
                value={b.huecos[r]}
                onChange={(e) => poner('huecos', { ...b.huecos, [r]: e.target.value.replace(/\D/g, '') })}
                {...invalido(`huecos.${r}`, `evento-huecos-${r}`)}
              />
            </Campo>
          ))}
        </fieldset>
        <Campo className="cal-campo" id="evento-nota" label={t('dialogo.nota')} error={errores.nota}>
          <InputTextarea
            id="evento-nota"
            rows={2}
            value={b.nota}
            onChange={(e) => poner('nota', e.target.value)}
            {...invalido('nota', 'evento-nota')}
          />
        </Campo>
        <label className="cal-casilla">
          <input type="checkbox" checked={b.privado} onChange={(e) => poner('privado', e.target.checked)} />
          {t('dialogo.privado')}
        </label>
        <ServerError message={rechazo} />
      </div>
    </ActionDialog>
  );
}
