// Dialog "new player" of the distribution page (docs/domain.md, "Screens and texts"): a nickname, registered with
// cargo 3 and rol 5 by the server.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import type { JugadorOpcion } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { useRegistrarJugador } from '../api/registrar-jugador';

const NuevoJugadorSchema = z.object({ nickname: z.string().trim().min(1) });
type NuevoJugador = z.infer<typeof NuevoJugadorSchema>;

export function NuevoJugadorDialog({
  visible,
  onHide,
  onRegistered,
}: {
  visible: boolean;
  onHide: () => void;
  onRegistered?: (jugador: JugadorOpcion) => void;
}) {
  const toast = useToast();
  const registrar = useRegistrarJugador();
  const { register, handleSubmit, reset, formState } = useForm<NuevoJugador>({
    resolver: zodResolver(NuevoJugadorSchema),
    mode: 'onChange',
    defaultValues: { nickname: '' },
  });

  const close = () => {
    reset();
    onHide();
  };

  const submit = handleSubmit(({ nickname }) => {
    if (registrar.isPending) return;
    registrar.mutate(nickname, {
      onSuccess: (res) => {
        toast.show('success', 'Jugador registrado', res.message, 3000);
        onRegistered?.(res.jugador);
        close();
      },
      // docs/domain.md, "Screens and texts": the server's message, or the error response's.
      onError: (error) => toast.showError({ error, life: 3000 }),
    });
  });

  return (
    <Dialog header="Nuevo jugador" visible={visible} onHide={close} className="dist-dialog dist-dialog-sm" modal>
      <form onSubmit={submit} className="form-grid" noValidate>
        <label htmlFor="nuevo-jugador-nickname">Nickname</label>
        <InputText
          id="nuevo-jugador-nickname"
          {...register('nickname')}
          maxLength={32}
          autoComplete="off"
          autoFocus
          aria-describedby="nuevo-jugador-ayuda"
        />
        <small id="nuevo-jugador-ayuda" className="dist-muted">
          Nickname de Albion Online (letras y números). Se registra como MIEMBRO, sin rol.
        </small>
        <div className="dist-dialog-buttons">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={close} />
          <Button
            type="submit"
            label="Registrar"
            icon="pi pi-user-plus"
            disabled={!formState.isValid}
            loading={registrar.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
