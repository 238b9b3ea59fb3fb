// «Nueva cuenta» (the leader; docs/libro.md): a named account of the guild («Mantenimiento»). The
// server refuses a name in use or a fixed account's, with its sentence.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { NOMBRE_CUENTA_LIBRO_MAX } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { FieldError } from '../../../components/form-messages';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { tesoreriaKeys } from '../api/keys';
import { useCrearCuenta } from '../api/libro';
import { textosTesoreria } from '../textos';

export function NuevaCuentaDialog({ onHide }: { onHide: () => void }) {
  const t = useTextos(textosTesoreria);
  const [nombre, setNombre] = useState('');
  const [intentado, setIntentado] = useState(false);
  const crear = useCrearCuenta();
  const saveToasts = useSaveToasts();
  const client = useQueryClient();
  const falta = nombre.trim() === '' ? t('nueva.falta') : undefined;
  const enviar = () => {
    setIntentado(true);
    if (falta) return;
    crear.mutate(
      nombre.trim(),
      saveToasts(
        () => [t('nueva.creada'), nombre.trim()],
        () => {
          void client.invalidateQueries({ queryKey: tesoreriaKeys.all });
          onHide();
        },
      ),
    );
  };
  return (
    <ActionDialog
      header={t('nueva.boton')}
      onHide={onHide}
      width="28rem"
      action={{ label: t('nueva.crear'), icon: 'pi pi-plus', loading: crear.isPending, onClick: enviar }}
    >
      <div className="form-grid">
        <label htmlFor="nueva-cuenta-nombre">{t('nueva.nombre')}</label>
        <InputText
          id="nueva-cuenta-nombre"
          value={nombre}
          maxLength={NOMBRE_CUENTA_LIBRO_MAX}
          autoComplete="off"
          autoFocus
          invalid={Boolean(intentado && falta)}
          aria-describedby="nueva-cuenta-mensaje"
          onChange={(e) => setNombre(e.target.value)}
        />
        <FieldError id="nueva-cuenta-mensaje" message={intentado ? falta : undefined} hint={t('nueva.ayuda')} />
      </div>
    </ActionDialog>
  );
}
