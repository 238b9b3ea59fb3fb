// Names found in the voice channel that are not registered players: each can be registered here
// (cargo MIEMBRO, no rol), which also adds it to the distribution.
import { useState } from 'react';
import { Button } from 'primereact/button';
import type { JugadorOpcion } from '@reparto/contract';
import { useToast } from '../../../../components/toast';
import { useRegistrarJugador } from '../../api/registrar-jugador';

export function SinRegistrar({
  nombres,
  onRegistrado,
}: {
  nombres: string[];
  onRegistrado: (nombre: string, jugador: JugadorOpcion) => void;
}) {
  const toast = useToast();
  const registrar = useRegistrarJugador();
  const [registrando, setRegistrando] = useState<string | null>(null);

  const registrarNombre = (nombre: string) => {
    setRegistrando(nombre);
    registrar.mutate(nombre, {
      onSuccess: (res) => {
        toast.show('success', 'Jugador registrado', res.message, 3000);
        onRegistrado(nombre, res.jugador);
      },
      onError: (error) => toast.showError({ error, life: 3000 }),
      onSettled: () => setRegistrando(null),
    });
  };

  if (nombres.length === 0) return null;
  return (
    <div className="dist-sin-registrar" aria-live="polite">
      <p className="dist-muted">En el canal pero sin registrar:</p>
      <ul aria-label="Sin registrar">
        {nombres.map((nombre) => (
          <li key={nombre}>
            <span>{nombre}</span>
            <Button
              type="button"
              label="Registrar"
              size="small"
              text
              icon="pi pi-user-plus"
              aria-label={`Registrar ${nombre}`}
              loading={registrando === nombre}
              disabled={registrando !== null}
              onClick={() => registrarNombre(nombre)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
