// Albion Online guild-membership check (docs/domain.md, "Integrations"). The gameinfo client comes with the
// integrations issue; without configuration the check is skipped and says so.

export interface MembershipResult {
  miembro: boolean;
  nickname: string;
  guild: string | null;
  /** False when no player of that exact name exists in Albion Online (set by the gameinfo client). */
  encontrado?: boolean;
}

export interface MembershipChecker {
  readonly configured: boolean;
  check(nickname: string): Promise<MembershipResult>;
}

export const unconfiguredMembership: MembershipChecker = {
  configured: false,
  check: async (nickname) => ({ miembro: false, nickname, guild: null }),
};
