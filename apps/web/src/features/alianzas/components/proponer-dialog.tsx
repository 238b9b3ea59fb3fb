// «Proponer alianza» (the leader; docs/alianzas.md): the other guild's address and the alliance's name.
// The server refuses an unknown address, one's own, or a second alliance with the same guild.
import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { ActionDialog } from '../../../components/action-dialog';
import { FieldError } from '../../../components/form-messages';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { useProponerAlianza } from '../api/alianzas';
import { textosAlianzas } from '../textos';

export function ProponerDialog({ onHide }: { onHide: () => void }) {
  const t = useTextos(textosAlianzas);
  const [slug, setSlug] = useState('');
  const [nombre, setNombre] = useState('');
  const [intentado, setIntentado] = useState(false);
  const proponer = useProponerAlianza();
  const saveToasts = useSaveToasts();
  const faltaSlug = slug.trim() === '' ? t('proponer.faltaSlug') : undefined;
  const faltaNombre = nombre.trim() === '' ? t('proponer.faltaNombre') : undefined;
  const enviar = () => {
    setIntentado(true);
    if (faltaSlug || faltaNombre) return;
    proponer.mutate(
      { slug: slug.trim().toLowerCase(), nombre: nombre.trim() },
      saveToasts((r) => [t('proponer.hecho'), r.message], onHide),
    );
  };
  return (
    <ActionDialog
      header={t('proponer.boton')}
      onHide={onHide}
      width="30rem"
      action={{ label: t('proponer.enviar'), icon: 'pi pi-send', loading: proponer.isPending, onClick: enviar }}
    >
      <div className="form-grid">
        <label htmlFor="alianza-slug">{t('proponer.slug')}</label>
        <InputText
          id="alianza-slug"
          value={slug}
          maxLength={64}
          autoComplete="off"
          autoFocus
          invalid={Boolean(intentado && faltaSlug)}
          aria-describedby="alianza-slug-mensaje"
          onChange={(e) => setSlug(e.target.value)}
        />
        <FieldError id="alianza-slug-mensaje" message={intentado ? faltaSlug : undefined} hint={t('proponer.slugAyuda')} />
        <label htmlFor="alianza-nombre">{t('proponer.nombre')}</label>
        <InputText
          id="alianza-nombre"
          value={nombre}
          maxLength={64}
          autoComplete="off"
          invalid={Boolean(intentado && faltaNombre)}
          aria-describedby="alianza-nombre-mensaje"
          onChange={(e) => setNombre(e.target.value)}
        />
        <FieldError id="alianza-nombre-mensaje" message={intentado ? faltaNombre : undefined} />
      </div>
    </ActionDialog>
  );
}
