// An action on an attendance session (docs/asistencia.md): «Iniciar» on the chosen channel, «Terminar»
// one that records. A small outlined button named after its channel, and the toasts of its answer:
// the success briefly, a failure for longer.
import { Button, type ButtonProps } from 'primereact/button';
import { useToast } from '../../../../../components/toast';

export function AccionSesion({
  nombre,
  ...boton
}: Pick<ButtonProps, 'label' | 'icon' | 'severity' | 'loading' | 'disabled' | 'onClick'> & { nombre: string }) {
  return <Button {...boton} type="button" size="small" outlined aria-label={nombre} />;
}

/** The toasts of a session's request: `exito`, what was done (briefly); `fallo`, its failure. */
export function useAvisosSesion() {
  const toast = useToast();
  return {
    exito: (resumen: string) => toast.show('success', resumen, undefined, 2000),
    fallo: (error: unknown) => toast.showError({ error, life: 3000 }),
  };
}
