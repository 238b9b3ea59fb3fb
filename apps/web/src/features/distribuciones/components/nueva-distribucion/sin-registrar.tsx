// Names of a voice channel or a pasted list that are not registered players: "Registrar" opens the
// new-player dialog with the name, which the officer may correct before registering (cargo MIEMBRO,
// no rol); the registered player is added to the distribution.
import { Button } from 'primereact/button';

export function SinRegistrar({ nombres, onRegistrar }: { nombres: string[]; onRegistrar: (nombre: string) => void }) {
  if (nombres.length === 0) return null;
  return (
    <div className="dist-sin-registrar" aria-live="polite">
      <p className="dist-muted">Sin registrar (puede corregir cada nickname al registrarlo):</p>
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
              onClick={() => onRegistrar(nombre)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
