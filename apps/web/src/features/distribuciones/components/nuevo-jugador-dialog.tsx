// Dialog "new player" of the distribution page (docs/domain.md, "Screens and texts"): a nickname, registered with
// cargo 3 and rol 5 by the server. Opened from a name of a voice channel or a pasted list, it starts
// with that name, which the officer can correct first: the rules of an Albion nickname (the contract's
// NicknameSchema) are said next to the field, a name too long among them, never cut silently.
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { BotonesDialogo } from './botones-dialogo';
import { NicknameSchema, limpiarNombre, type JugadorOpcion } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { FieldError } from '../../../components/form-messages';
import { useRegistrarJugador } from '../api/registrar-jugador';
import { useTextos } from '../../../lib/i18n/textos';
import { textosDistribuciones } from '../textos';

const NuevoJugadorSchema = z.object({ nickname: NicknameSchema });
type NuevoJugador = z.input<typeof NuevoJugadorSchema>;

export function NuevoJugadorDialog({
  visible,
  onHide,
  onRegistered,
  nicknameInicial = '',
}: {
  visible: boolean;
  onHide: () => void;
  onRegistered?: (jugador: JugadorOpcion) => void;
  /** The name the dialog starts with (a voice channel's or a list's); mount it again for another one. */
  nicknameInicial?: string;
}) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const registrar = useRegistrarJugador();
  const { register, handleSubmit, reset, trigger, formState } = useForm<
    NuevoJugador,
    unknown,
    z.output<typeof NuevoJugadorSchema>
  >({
    resolver: zodResolver(NuevoJugadorSchema),
    mode: 'onChange',
    defaultValues: { nickname: limpiarNombre(nicknameInicial) },
  });
  const error = formState.errors.nickname?.message;
  const campo = useRef<HTMLInputElement | null>(null);
  const { ref: registrarCampo, ...campoProps } = register('nickname');

  // A name brought from elsewhere is checked at once: what must change is said before typing.
  useEffect(() => {
    if (nicknameInicial !== '') void trigger('nickname');
  }, [nicknameInicial, trigger]);

  const close = () => {
    reset();
    onHide();
  };

  const submit = handleSubmit(({ nickname }) => {
    if (registrar.isPending) return;
    registrar.mutate(nickname, {
      onSuccess: (res) => {
        toast.show('success', t('jugador.registrado'), res.message, 3000);
        onRegistered?.(res.jugador);
        close();
      },
      // docs/domain.md, "Screens and texts": the server's message, or the error response's.
      onError: (error) => toast.showError({ error, life: 3000 }),
    });
  });

  return (
    <Dialog
      header={t('jugador.nuevo')}
      visible={visible}
      onHide={close}
      // The field, not the close icon, has the focus once the dialog is shown (typing starts at once).
      onShow={() => campo.current?.focus()}
      className="dist-dialog dist-dialog-sm"
      modal
    >
      <form onSubmit={submit} className="form-grid" noValidate>
        <label htmlFor="nuevo-jugador-nickname">{t('jugador.nickname')}</label>
        <InputText
          id="nuevo-jugador-nickname"
          {...campoProps}
          // Zero-width characters and direction marks pasted with a name are noise: out as it is typed.
          onChange={(e) => {
            const limpio = limpiarNombre(e.target.value);
            if (limpio !== e.target.value) e.target.value = limpio;
            return campoProps.onChange(e);
          }}
          ref={(el) => {
            registrarCampo(el);
            campo.current = el;
          }}
          autoComplete="off"
          autoFocus
          invalid={Boolean(error)}
          aria-describedby="nuevo-jugador-ayuda"
        />
        <FieldError id="nuevo-jugador-ayuda" message={error} hint={t('jugador.ayuda')} alert />
        <BotonesDialogo
          onCancelar={close}
          accion={{
            type: 'submit',
            label: t('jugador.registrar'),
            icon: 'pi pi-user-plus',
            disabled: !formState.isValid,
            loading: registrar.isPending,
          }}
        />
      </form>
    </Dialog>
  );
}
