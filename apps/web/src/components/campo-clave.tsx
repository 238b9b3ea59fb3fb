// A password field whose «Mostrar la contraseña» switch keeps the keyboard: PrimeReact swaps the eye
// icon for another element when it is pressed, which dropped the focus to the page, and it marked the
// switch as on while the password was still hidden. One label for both states, `aria-checked` true
// only while the password is shown, and the focus back on the switch after each press.
import { useRef, type ComponentProps } from 'react';
import { Password } from 'primereact/password';
import { textosNucleo } from '../lib/textos';
import { useTextos } from '../lib/i18n/textos';

const INTERRUPTOR = '.p-password-show-icon, .p-password-hide-icon';

export function CampoClave(props: Omit<ComponentProps<typeof Password>, 'toggleMask' | 'feedback' | 'pt'>) {
  const t = useTextos(textosNucleo);
  const caja = useRef<HTMLSpanElement>(null);
  const devolverFoco = (target: EventTarget) => {
    if (!(target instanceof Element) || !target.closest(INTERRUPTOR)) return;
    requestAnimationFrame(() => {
      const activo = document.activeElement;
      if (activo === null || activo === document.body) caja.current?.querySelector<HTMLElement>(INTERRUPTOR)?.focus();
    });
  };
  return (
    <span
      ref={caja}
      className="campo-clave"
      onClickCapture={(e) => devolverFoco(e.target)}
      onKeyDownCapture={(e) => {
        if (e.key === 'Enter' || e.key === ' ') devolverFoco(e.target);
      }}
    >
      <Password
        {...props}
        feedback={false}
        toggleMask
        pt={{
          showIcon: { 'aria-label': t('clave.mostrar'), 'aria-checked': 'false' } as object,
          hideIcon: { 'aria-label': t('clave.mostrar'), 'aria-checked': 'true' } as object,
        }}
      />
    </span>
  );
}
