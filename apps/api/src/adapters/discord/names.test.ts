import { describe, expect, it } from 'vitest';
import { matchDisplayNames, normalizeDisplayName, stripGuildTags } from './names.js';

describe('normalizeDisplayName', () => {
  it.each([
    ['[TAG] aldrakar', 'aldrakar'],
    ['[REP]Brunhild', 'brunhild'],
    ['  [A] [B]  Caelum ', 'caelum'],
    ['DarkVex', 'darkvex'],
    ['ＦＵＬＬＷＩＤＴＨ', 'fullwidth'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeDisplayName(input)).toBe(expected);
  });

  it('keeps brackets that are not a leading tag', () => {
    expect(normalizeDisplayName('Brun [REP]')).toBe('brun [rep]');
    expect(stripGuildTags('[REP] Nuevo[Recluta]')).toBe('Nuevo[Recluta]');
  });
});

describe('matchDisplayNames', () => {
  const players = [
    { id_player: 1, nickname: 'aldrakar' },
    { id_player: 2, nickname: 'brunhild' },
    { id_player: 3, nickname: 'caelum' },
  ];

  it('matches case-insensitively after removing the guild tag and returns the rest apart', () => {
    const result = matchDisplayNames(['[REP] Aldrakar', 'BRUNHILD', '[REP] NuevoRecluta', 'otro'], players);
    expect(result.matched.map((p) => p.id_player)).toEqual([1, 2]);
    expect(result.unmatched).toEqual(['NuevoRecluta', 'otro']);
  });

  it('lists a player once when two names point to them, and an unmatched name once', () => {
    const result = matchDisplayNames(['aldrakar', '[X] ALDRAKAR', 'Nuevo', '[REP] nuevo'], players);
    expect(result.matched).toEqual([players[0]]);
    expect(result.unmatched).toEqual(['Nuevo']);
  });

  it('ignores names that are only a tag', () => {
    expect(matchDisplayNames(['[REP] ', '[REP]'], players)).toEqual({ matched: [], unmatched: [] });
  });
});
