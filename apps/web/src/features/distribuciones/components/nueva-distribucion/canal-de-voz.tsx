// Import from a voice channel: choosing a channel adds the registered players in it and reports the
// names in it that are not registered yet. Without Discord configured it says so.
import { useState, type KeyboardEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import type { JugadorOpcion } from '@reparto/contract';
import { errorMessage } from '../../../../lib/api-client';
import { useToast } from '../../../../components/toast';
import { dropdownPt } from '../../../../components/dropdown-pt';
import { useVoiceChannels } from '../../api/get-voice-channels';
import { usePlayersOfVoiceChannel } from '../../api/get-players-of-voice-channel';

export interface CanalDeVozProps {
  enabled: boolean;
  onJugadores: (jugadores: JugadorOpcion[]) => void;
  onSinRegistrar: (nombres: string[]) => void;
  escape: { onKeyDown: (e: KeyboardEvent) => void; listProps: { onShow: () => void; onHide: () => void } };
}

export function CanalDeVoz({ enabled, onJugadores, onSinRegistrar, escape }: CanalDeVozProps) {
  const toast = useToast();
  const canales = useVoiceChannels(enabled);
  const enCanal = usePlayersOfVoiceChannel();
  const [canal, setCanal] = useState<string | null>(null);

  const elegirCanal = (id: string) => {
    setCanal(id);
    enCanal.mutate(id, {
      onSuccess: (res) => {
        onJugadores(res.data);
        onSinRegistrar(res.sin_registrar);
      },
      onError: (error) => toast.showError({ error, life: 3000 }),
    });
  };

  if (!(canales.data?.configurado ?? true) || canales.isError) {
    return (
      <>
        <span className="dist-field-label">Canal de voz</span>
        {canales.isError ? (
          <small className="p-error" role="alert">
            {errorMessage(canales.error)}
          </small>
        ) : (
          <small className="dist-muted">Discord no está configurado</small>
        )}
      </>
    );
  }
  return (
    <>
      <label htmlFor="dist-canal">Canal de voz</label>
      <div onKeyDown={escape.onKeyDown}>
        <Dropdown
          {...escape.listProps}
          pt={dropdownPt('Canal de voz')}
          inputId="dist-canal"
          value={canal}
          options={canales.data?.data ?? []}
          optionLabel="channel"
          optionValue="id"
          onChange={(e) => elegirCanal(e.value as string)}
          placeholder={canales.isLoading ? 'Cargando canales…' : 'Selecciona un canal de voz'}
          emptyMessage="No hay canales de voz"
          disabled={canales.isLoading || enCanal.isPending}
        />
      </div>
    </>
  );
}
