// Voice-channel adapter (docs/domain.md, "Integrations"). The Discord implementation comes with the
// integrations issue; without configuration the API answers empty lists.
import type { VoiceChannel } from '@reparto/contract';

export interface VoiceAdapter {
  /** False when Discord is not configured: the UI says so. */
  readonly configured: boolean;
  listChannels(): Promise<VoiceChannel[]>;
  /** Display names (guild nickname or user name) of the humans in the channel. */
  memberNames(channelId: string): Promise<string[]>;
  close?(): Promise<void>;
}

export const unconfiguredVoice: VoiceAdapter = {
  configured: false,
  listChannels: async () => [],
  memberNames: async () => [],
};
