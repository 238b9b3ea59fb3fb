// The player dialog of docs/domain.md, "Screens and texts": create ("Registrar nuevo player" / "Guardar") or edit
// ("Editar player" / "Editar"). The form validates with the contract's schema, the same the API uses.
import { useForm, Controller, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { retenerEscapeDeListas } from '../../../components/lista-abierta';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import {
  JUGADOR_DRAFT_VACIO,
  JugadorItemSchema,
  NicknameSchema,
  type CargoOption,
  type JugadorDraft,
  type JugadorItem,
  type JugadorRow,
  type RolOption,
} from '@reparto/contract';
import { dropdownPt } from '../../../components/dropdown-pt';
import { enfocarAlMostrar } from '../../../components/focus';
import { FieldError, ServerError } from '../../../components/form-messages';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreCargo, nombreRol } from '../../../lib/i18n/nombres';
import { textosJugadores } from '../textos';
import { enviarGuardando } from './guardar';

export interface JugadorDialogProps {
  visible: boolean;
  /** The row being edited; null in create mode. */
  jugador: JugadorRow | null;
  roles: RolOption[];
  cargos: CargoOption[];
  onHide(): void;
  /** Saves; resolves with the server's message when it failed (shown in the dialog). */
  onSave(item: JugadorItem): Promise<string | undefined>;
}

/** PrimeReact's hidden native select repeats the dropdown without a name; the labelled input is the control. */
/** The Dropdowns' pass-through, with their hidden announcement of the selection silenced (the field says it). */
const selectPt = (label: string) => ({ ...dropdownPt(label), hiddenSelectedMessage: { 'aria-hidden': true } });

/** What the nickname breaks of the contract's rule (3–32 letters and digits), said as it is typed; none while blank. */
export const problemaNickname = (nickname: string): string | undefined =>
  nickname.trim() === '' ? undefined : NicknameSchema.safeParse(nickname).error?.issues[0]?.message;

/** What is still missing, in words (active language): «Falta el rol y el cargo». */
export function falta(draft: JugadorDraft): string | undefined {
  const t = textosJugadores.t;
  const [a, b, c] = [
    draft.nickname.trim() === '' ? t('falta.nickname') : null,
    draft.idRol === 0 ? t('falta.rol') : null,
    draft.idCargo === 0 ? t('falta.cargo') : null,
  ].filter((f) => f !== null);
  if (a === undefined) return undefined;
  if (b === undefined) return t('falta.uno', { a });
  return c === undefined ? t('falta.dos', { a, b }) : t('falta.tres', { a, b, c });
}

/**
 * docs/domain.md, "Screens and texts": a nickname that is not blank and a rol and a cargo chosen (not 0);
 * and a nickname the server takes (too short, too long or with other characters is said beside it).
 */
export const puedeGuardar = (draft: JugadorDraft) => falta(draft) === undefined && problemaNickname(draft.nickname) === undefined;

/** The two choices of the form: each one's field, the catalogue keys of its name and of its prompt, the option's keys. */
const ELECCIONES = {
  idRol: { id: 'jugador-rol', nombre: 'col.rol', elija: 'dialogo.rol', optionLabel: 'nombre_rol', optionValue: 'id_rol' },
  idCargo: {
    id: 'jugador-cargo',
    nombre: 'col.cargo',
    elija: 'dialogo.cargo',
    optionLabel: 'nombre_cargo',
    optionValue: 'id_cargo',
  },
} as const;

/** A rol or a cargo to choose: 0 (none chosen yet) shows the placeholder. */
function Eleccion({
  control,
  name,
  opciones,
}: {
  control: Control<JugadorDraft>;
  name: keyof typeof ELECCIONES;
  opciones: RolOption[] | CargoOption[];
}) {
  const t = useTextos(textosJugadores);
  const { id, nombre, elija, optionLabel, optionValue } = ELECCIONES[name];
  // The reference names in the active language (lib/i18n/nombres.ts).
  const traducidas =
    name === 'idRol'
      ? (opciones as RolOption[]).map((o) => ({ ...o, nombre_rol: nombreRol(o.nombre_rol) }))
      : (opciones as CargoOption[]).map((o) => ({ ...o, nombre_cargo: nombreCargo(o.nombre_cargo) }));
  return (
    <>
      <label htmlFor={id}>{t(nombre)}</label>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Dropdown
            inputId={id}
            value={field.value === 0 ? null : field.value}
            options={traducidas}
            optionLabel={optionLabel}
            optionValue={optionValue}
            placeholder={t(elija)}
            onChange={(e) => field.onChange(e.value ?? 0)}
            onBlur={field.onBlur}
            pt={selectPt(t(nombre))}
          />
        )}
      />
    </>
  );
}

function JugadorForm({ jugador, roles, cargos, onSave }: Omit<JugadorDialogProps, 'visible' | 'onHide'>) {
  const t = useTextos(textosJugadores);
  const form = useForm<JugadorDraft, unknown, JugadorItem>({
    resolver: zodResolver(JugadorItemSchema),
    defaultValues: jugador
      ? { nickname: jugador.nickname, idRol: jugador.id_rol, idCargo: jugador.id_cargo }
      : JUGADOR_DRAFT_VACIO,
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useWatch({ control }) as JugadorDraft;
  // Why «Guardar» is disabled, said as the form is filled: the nickname's rule beside it, what is missing above the button.
  const errorNickname = errors.nickname?.message ?? problemaNickname(draft.nickname);
  const faltante = falta(draft);
  const motivos = [errorNickname ? 'jugador-nickname-error' : null, faltante ? 'jugador-falta' : null].filter(Boolean).join(' ');

  const submit = enviarGuardando(form, onSave);

  return (
    <form onSubmit={submit} className="form-grid" noValidate aria-label={jugador ? t('dialogo.editar') : t('dialogo.nuevo')}>
      <label htmlFor="jugador-nickname">{t('col.nickname')}</label>
      <Controller
        name="nickname"
        control={control}
        render={({ field }) => (
          <InputText
            id="jugador-nickname"
            value={field.value}
            // docs/domain.md, "Screens and texts": the nickname typed is converted to lower case.
            // docs/domain.md, "Screens and texts": too short or too long is said as typed (never cut).
            onChange={(e) => field.onChange(e.target.value.toLowerCase())}
            onBlur={field.onBlur}
            autoComplete="off"
            invalid={errorNickname !== undefined}
            aria-invalid={errorNickname !== undefined}
            aria-describedby={errorNickname ? 'jugador-nickname-error' : undefined}
          />
        )}
      />
      <FieldError id="jugador-nickname-error" message={errorNickname} />

      <Eleccion control={control} name="idRol" opciones={roles} />
      <Eleccion control={control} name="idCargo" opciones={cargos} />

      <ServerError message={errors.root?.['server']?.message} />

      <FieldError id="jugador-falta" message={undefined} hint={faltante} />
      <Button
        type="submit"
        label={jugador ? t('editar') : t('guardar')}
        icon={jugador ? 'pi pi-pencil' : 'pi pi-save'}
        disabled={!puedeGuardar(draft) || isSubmitting}
        aria-describedby={motivos || undefined}
      />
    </form>
  );
}

export function JugadorDialog({ visible, onHide, ...form }: JugadorDialogProps) {
  const t = useTextos(textosJugadores);
  return (
    <Dialog
      header={form.jugador ? t('dialogo.editar') : t('dialogo.nuevo')}
      visible={visible}
      onHide={onHide}
      style={{ width: '28rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
      draggable={false}
      className="jugadores-dialog"
      // The first field, not the close icon, has the focus once the dialog is shown (Enter never closes it).
      onShow={enfocarAlMostrar('jugador-nickname')}
    >
      {/* A new form each time the dialog opens: closing or saving leaves an empty draft in create mode.
          Escape on the open list of roles or cargos closes the list, not the dialog. */}
      <div onKeyDown={retenerEscapeDeListas}>
        {visible ? <JugadorForm key={form.jugador?.id_player ?? 'nuevo'} {...form} /> : null}
      </div>
    </Dialog>
  );
}
