// Import from a voice channel: choosing a channel hands over who is in it (registered, switched off,
// unknown) to ImportarJugadores. Without Discord configured it says so.
import { useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { errorMessage } from '../../../../lib/api-client';
import { useToast } from '../../../../components/toast';
import { dropdownPt } from '../../../../components/dropdown-pt';
import { retenerEscapeDeListas } from '../../../../components/lista-abierta';
import { useVoiceChannels } from '../../api/get-voice-channels';
import { usePlayersOfVoiceChannel } from '../../api/get-players-of-voice-channel';
import type { NombresEncontrados } from './nombres-encontrados';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

export interface CanalDeVozProps {
  enabled: boolean;
  onResultado: (resultado: NombresEncontrados) => void;
  /** The channel shown chosen at first («Corregir»: the original's; its players are not read again). */
  canalInicial?: string | null;
  /** The channel chosen, with its name. */
  onCanal?: (canal: { id: string; nombre: string }) => void;
}

export function CanalDeVoz({ enabled, onResultado, canalInicial = null, onCanal }: CanalDeVozProps) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const canales = useVoiceChannels(enabled);
  const enCanal = usePlayersOfVoiceChannel();
  const [canal, setCanal] = useState<string | null>(canalInicial);

  const elegirCanal = (id: string) => {
    setCanal(id);
    onCanal?.({ id, nombre: canales.data?.data.find((c) => c.id === id)?.channel ?? id });
    enCanal.mutate(id, {
      onSuccess: onResultado,
      onError: (error) => toast.showError({ error, life: 3000 }),
    });
  };

  if (!(canales.data?.configurado ?? true) || canales.isError) {
    return (
      <>
        <span className="dist-field-label">{t('canal.label')}</span>
        {canales.isError ? (
          <small className="p-error" role="alert">
            {errorMessage(canales.error)}
          </small>
        ) : (
          <small className="dist-muted">{t('canal.sinDiscord')}</small>
        )}
      </>
    );
  }
  return (
    <>
      <label htmlFor="dist-canal">{t('canal.label')}</label>
      <div onKeyDown={retenerEscapeDeListas}>
        <Dropdown
          pt={dropdownPt(t('canal.label'))}
          inputId="dist-canal"
          value={canal}
          options={canales.data?.data ?? []}
          optionLabel="channel"
          optionValue="id"
          onChange={(e) => elegirCanal(e.value as string)}
          placeholder={canales.isLoading ? t('canal.cargando') : t('canal.elegir')}
          emptyMessage={t('canal.vacio')}
          disabled={canales.isLoading || enCanal.isPending}
        />
      </div>
    </>
  );
}
