// «El botín lo tienen varios» (docs/liquidacion.md): after a dungeon the silver is in the hands of a few
// carriers; each player's balance is what they hold minus their share (the shares of reparto.ts, never
// recomputed here) and the fewest transfers between players settle every balance. Pure integers.

/** A player's balance: > 0 they hold more than their share (they pay), < 0 they are owed. */
export interface SaldoLiquidacion {
  id_player: number;
  saldo: number;
}

/** «`de` paga `silver` a `a`»: a positive integer amount between two distinct players. */
export interface TransferenciaLiquidacion {
  de: number;
  a: number;
  silver: number;
}

/**
 * Up to this many non-zero balances the transfer list is the minimal one (a search over subsets, 2^n);
 * above it, the greedy list (still at most n − 1 transfers, not always the fewest).
 */
export const LIQUIDACION_EXACTA_MAX = 16;

/**
 * Each player's balance: held − share. The guild's remainder (`resto` = silver − Σ shares) stays with the
 * carrier who holds the most (the first of them on a tie), so Σ balances = 0 when Σ held = the silver.
 * `partes` are the distribution's shares, in its players' order; `portadores` hold silver (others hold 0).
 */
export function saldosDeLiquidacion(
  partes: readonly { id_player: number; silver: number }[],
  portadores: readonly { id_player: number; silver: number }[],
): SaldoLiquidacion[] {
  const tiene = new Map<number, number>();
  for (const p of portadores) tiene.set(p.id_player, (tiene.get(p.id_player) ?? 0) + p.silver);
  const repartido = partes.reduce((a, p) => a + p.silver, 0);
  const sostenido = [...tiene.values()].reduce((a, b) => a + b, 0);
  const resto = sostenido - repartido;
  let mayor: number | null = null;
  for (const p of partes) {
    const t = tiene.get(p.id_player) ?? 0;
    if (t > 0 && (mayor === null || t > (tiene.get(mayor) ?? 0))) mayor = p.id_player;
  }
  return partes.map((p) => ({
    id_player: p.id_player,
    saldo: (tiene.get(p.id_player) ?? 0) - p.silver - (p.id_player === mayor ? resto : 0),
  }));
}

/** Within one zero-sum group: the largest creditor pays the largest debtor, until all are settled. */
function saldarGrupo(grupo: SaldoLiquidacion[], fuera: TransferenciaLiquidacion[]): void {
  const s = grupo.map((g) => ({ ...g }));
  for (;;) {
    let paga = -1;
    let cobra = -1;
    for (let i = 0; i < s.length; i++) {
      if (s[i]!.saldo > 0 && (paga < 0 || s[i]!.saldo > s[paga]!.saldo)) paga = i;
      if (s[i]!.saldo < 0 && (cobra < 0 || s[i]!.saldo < s[cobra]!.saldo)) cobra = i;
    }
    if (paga < 0 || cobra < 0) return;
    const monto = Math.min(s[paga]!.saldo, -s[cobra]!.saldo);
    fuera.push({ de: s[paga]!.id_player, a: s[cobra]!.id_player, silver: monto });
    s[paga]!.saldo -= monto;
    s[cobra]!.saldo += monto;
  }
}

/**
 * The fewest transfers that bring every balance to 0 (Σ balances must be 0, else it throws): n non-zero
 * balances need n − g transfers, g the most disjoint zero-sum groups they split into; found by a search
 * over subsets (dp[mask] = the most zero-sum groups a mask's balances split into), then each group is
 * settled greedily. Deterministic: the same balances in the same order give the same list.
 */
export function liquidar(saldos: readonly SaldoLiquidacion[]): TransferenciaLiquidacion[] {
  if (saldos.reduce((a, s) => a + s.saldo, 0) !== 0) throw new Error('Los saldos de una liquidación deben sumar 0');
  const activos = saldos.filter((s) => s.saldo !== 0);
  const fuera: TransferenciaLiquidacion[] = [];
  const n = activos.length;
  if (n === 0) return fuera;
  if (n > LIQUIDACION_EXACTA_MAX) {
    saldarGrupo(activos, fuera);
    return fuera;
  }
  const total = 1 << n;
  const suma = new Float64Array(total);
  const dp = new Int8Array(total);
  for (let mask = 1; mask < total; mask++) {
    const bajo = 31 - Math.clz32(mask & -mask);
    suma[mask] = suma[mask & (mask - 1)]! + activos[bajo]!.saldo;
    let mejor = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) mejor = Math.max(mejor, dp[mask ^ (1 << i)]!);
    dp[mask] = mejor + (suma[mask] === 0 ? 1 : 0);
  }
  // Back from the whole set: remove one balance at a time keeping the optimum; each zero-sum mask met on
  // the way closes a group (the balances removed since the previous one).
  const grupos: number[][] = [];
  let actual: number[] = [];
  let mask = total - 1;
  while (mask) {
    const cero = suma[mask] === 0 ? 1 : 0;
    if (cero && actual.length) {
      grupos.push(actual);
      actual = [];
    }
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i) && dp[mask ^ (1 << i)] === dp[mask]! - cero) {
        actual.push(i);
        mask ^= 1 << i;
        break;
      }
    }
  }
  grupos.push(actual);
  for (const g of grupos.reverse())
    saldarGrupo(
      g.sort((a, b) => a - b).map((i) => activos[i]!),
      fuera,
    );
  return fuera;
}

/**
 * `total` split in proportion to `pesos` (integers ≥ 0), in integers that sum exactly to `total`: each
 * gets floor(total × peso / Σ pesos), and the silver the floors leave goes one by one to the largest
 * fractions (the first of them on a tie). All pesos 0: everything 0. BigInt inside: a total and a
 * weight of up to 10^12 each multiply past 2^53.
 */
export function repartirProporcional(total: number, pesos: readonly number[]): number[] {
  const suma = pesos.reduce((a, p) => a + BigInt(p), 0n);
  if (suma === 0n) return pesos.map(() => 0);
  const t = BigInt(total);
  const partes = pesos.map((p) => (t * BigInt(p)) / suma);
  const fracciones = pesos.map((p, i) => ({ i, f: (t * BigInt(p)) % suma }));
  let quedan = Number(t - partes.reduce((a, p) => a + p, 0n));
  fracciones.sort((a, b) => (a.f === b.f ? a.i - b.i : a.f > b.f ? -1 : 1));
  for (const { i } of fracciones) {
    if (quedan === 0) break;
    partes[i]! += 1n;
    quedan--;
  }
  return partes.map(Number);
}

/** What one looter of a loot log holds, valued (docs/botin.md: `portadores` of a valuation). */
export interface PortadorDelRegistro {
  nombre: string;
  valor: number;
}

/**
 * The carriers of a distribution from a valued loot log (docs/liquidacion.md, «Desde el registro de
 * botín»): the distribution's `silver` split in proportion to what each looter's items are worth
 * (`repartirProporcional`), then each looter matched to the player of the same nickname (ignoring case
 * and surrounding spaces). The looters who are not players of the distribution are answered apart
 * (`sinJugador`), with the silver they would hold: the carriers then add up to less than the silver
 * until they are added.
 */
export function portadoresDelRegistro(
  registro: readonly PortadorDelRegistro[],
  jugadores: readonly { id: number; nickname: string }[],
  silver: number,
): { tenencias: Record<number, number>; sinJugador: PortadorDelRegistro[] } {
  const clave = (s: string) => s.trim().toLowerCase();
  const porNombre = new Map(jugadores.map((j) => [clave(j.nickname), j.id]));
  const partes = repartirProporcional(
    silver,
    registro.map((r) => r.valor),
  );
  const tenencias: Record<number, number> = {};
  const sinJugador: PortadorDelRegistro[] = [];
  registro.forEach((r, i) => {
    const parte = partes[i]!;
    if (parte === 0) return;
    const id = porNombre.get(clave(r.nombre));
    if (id === undefined) sinJugador.push({ nombre: r.nombre, valor: parte });
    else tenencias[id] = (tenencias[id] ?? 0) + parte;
  });
  return { tenencias, sinJugador };
}
