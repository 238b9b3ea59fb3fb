// Matching Discord display names to registered players (docs/domain.md, "Integrations"):
// compared case-insensitively once a leading guild tag such as "[TAG] " is removed.

/** Leading guild tags: "[TAG] name", "[TAG]name", "[A][B] name". */
const LEADING_TAGS = /^(?:\s*\[[^\]]*\])+\s*/u;

/** A display name without its leading guild tags, as Discord spells it otherwise ("[TAG] Brun" → "Brun"). */
export function stripGuildTags(displayName: string): string {
  return displayName.normalize('NFKC').replace(LEADING_TAGS, '').trim();
}

/** The nickname a Discord display name stands for: tags removed, trimmed, lower-case. */
export function normalizeDisplayName(displayName: string): string {
  return stripGuildTags(displayName).toLocaleLowerCase('es');
}

export interface PlayerRef {
  id_player: number;
  nickname: string;
}

export interface MatchResult<P extends PlayerRef> {
  /** Registered players found in the channel, each once, in the order of the names. */
  matched: P[];
  /** Names that match no registered player (offered for registration): tags removed, each once. */
  unmatched: string[];
}

/** Maps display names to players (nicknames are unique case-insensitively); a player appears once. */
export function matchDisplayNames<P extends PlayerRef>(names: readonly string[], players: readonly P[]): MatchResult<P> {
  const byNickname = new Map(players.map((p) => [p.nickname.toLocaleLowerCase('es'), p] as const));
  const matched: P[] = [];
  const seen = new Set<number>();
  const unmatched: string[] = [];
  const unmatchedKeys = new Set<string>();
  for (const name of names) {
    const key = normalizeDisplayName(name);
    if (key === '') continue;
    const player = byNickname.get(key);
    if (!player) {
      if (!unmatchedKeys.has(key)) {
        unmatchedKeys.add(key);
        unmatched.push(stripGuildTags(name));
      }
    } else if (!seen.has(player.id_player)) {
      seen.add(player.id_player);
      matched.push(player);
    }
  }
  return { matched, unmatched };
}
